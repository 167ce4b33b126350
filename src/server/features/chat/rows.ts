import type { Extras } from "./message-extras";

// What the chat's services read and its presenters show, as types of their own: a presenter then
// imports no service, and no service imports back through a presenter (no import circle, issue 42).

export type Person = { id: string; name: string; avatar: string | null };

/** A member as the chat list and a sent message's push show them. */
export type ChatPersonRow = Person & { city: string; country: string };

/** One conversation of the chat list: the other member and the last message. */
export type CompanionRow = {
  id: string;
  name: string;
  avatar: string | null;
  city: string;
  country: string;
  lastContent: string;
  lastAt: string | Date;
  lastFromMe: boolean;
  deleted: boolean;
};

/** One of the member's event groups in the chat list. */
export type MyGroupRow = {
  id: string;
  groupName: string;
  eventId: string;
  image: string | null;
  isHost: boolean;
  lastContent: string | null;
  lastAt: string | Date | null;
  lastSenderId: string | null;
  lastSenderName: string | null;
};

/** A group message with its quote and reactions. */
export type GroupMessageRow = {
  id: string;
  content: string;
  createdAt: Date;
  clientId: string | null;
  image: string | null;
  replyToId: string | null;
  sender: Person;
} & Extras;

/** The group's pinned message. */
export type PinnedRow = {
  id: string;
  content: string;
  image: string | null;
  createdAt: Date;
  sender: Person;
};

/** A group's shared photos, oldest first. */
export type Album = {
  groupName: string;
  photos: { id: string; image: string; content: string; createdAt: Date; sender: Person }[];
};
