import type { ParsedContent } from "@shared/chat-content";
import type { ReactionSummary, ReplyTo } from "@shared/contracts/message-extras";
import type { ReactNode } from "react";
import type { IconNode } from "../../../../components/icon";

/** One message as the thread shows it, whichever API it came from. */
export type ThreadMessage = {
  id: string;
  /** Sent by the signed-in member: an orange bubble on the right. */
  mine: boolean;
  sender: { id: string; name: string; avatar: string | null };
  content: string;
  createdAt: string;
  /** Not stored yet: waiting in the outbox (issue 28 item 5), drawn fainter; `id` is its client id. */
  pending?: boolean;
  /** A photo's URL (issue 28 item 1); `content` is then its caption, possibly empty. */
  image?: string | null;
  /** The message this one answers (issue 28 item 2). */
  replyTo?: ReplyTo | null;
  reactions?: ReactionSummary[];
  /** An admin removed it after a report (issue 28 item 6): its place shows, its words do not. */
  removed?: boolean;
};

/** The structured kinds drawn as cards inside the thread (RSVP polls, review requests). */
export type CardContent = Extract<ParsedContent, { kind: "rsvp" | "review" }>;

export type RenderCard = (content: CardContent, message: ThreadMessage) => ReactNode;

/** What shows under one of one's own messages: where it stands (the outbox) or who has read it. */
export type RenderStatus = (message: ThreadMessage) => ReactNode;

// The thread parts' shapes that a lazily loaded part shares with the part that loads it (the actions
// sheet, the photo dialog, the lightbox): here, so that neither imports the other back.

/** One more thing a screen lets a member do with a message (the host's pin). */
export type ExtraAction = { label: string; icon: IconNode; onSelect: () => void };

export type MessageInteractions = {
  /** Puts one's reaction on (`on`) or takes it off. */
  react: (message: ThreadMessage, reaction: string, on: boolean) => void;
  /** Starts a reply to the message in the composer. */
  reply: (message: ThreadMessage) => void;
  /** More actions for a message, in the sheet after Reply. */
  more?: (message: ThreadMessage) => ExtraAction[];
};

export type SheetProps = {
  target: ThreadMessage | null;
  interactions: MessageInteractions;
  onClose: () => void;
};

/** A photo as its thumbnail and the lightbox show it. */
export type Photo = { url: string; caption: string; senderName: string };

/** Sends a picked photo with its caption. */
export type SendPhoto = (photo: { file: File; caption: string }) => Promise<unknown>;
