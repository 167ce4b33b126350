import type {
  ChatPerson,
  Companion,
  DirectMessage,
  GroupMessage,
  LastMessage,
} from "../../../shared/contracts/chat";
import { DELETED_MEMBER, MESSAGES } from "../../../shared/texts";
import type { messages } from "../../db/schema";
import { ok } from "../../platform/envelope";
import { imageUrl, type Storage } from "../../platform/storage";
import type { Extras } from "./message-extras";
import { type Media, presentExtras } from "./message-extras-presenter";
import type { ChatPersonRow, CompanionRow, GroupMessageRow, MyGroupRow } from "./rows";

// Raw SQL rows carry timestamps as Date (node-postgres) or string (some drivers); both become ISO.
export function presentLastMessage(row: {
  content: string;
  createdAt: string | Date;
  fromMe: boolean;
  senderName: string;
}): LastMessage {
  return {
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    fromMe: row.fromMe,
    senderName: row.senderName,
  };
}

// `viewerId` tells which reactions are the viewer's; a push (one frame for everyone) names none.
export function presentDirectMessage(
  media: Media,
  row: typeof messages.$inferSelect & Partial<Extras>,
  viewerId: string | null = null,
): DirectMessage {
  return {
    _id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId!,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
    ...presentExtras(media, row, viewerId),
  };
}

export function presentGroupMessage(
  media: Media,
  m: GroupMessageRow,
  viewerId: string | null = null,
): GroupMessage {
  return {
    _id: m.id,
    senderId: { _id: m.sender.id, name: m.sender.name, avatar: imageUrl(media.storage, m.sender.avatar) },
    content: m.content,
    createdAt: m.createdAt.toISOString(),
    clientId: m.clientId,
    ...presentExtras(media, m, viewerId),
  };
}

export function presentChatPerson(storage: Storage, r: ChatPersonRow): ChatPerson {
  return {
    _id: r.id,
    name: r.name,
    avatar: imageUrl(storage, r.avatar),
    location: `${r.city}, ${r.country}`,
  };
}

// A member who deleted their account shows as "Deleted member", with no picture and no place
// (the tombstone holds none either; written out so nothing of theirs can show).
export function presentCompanion(storage: Storage, r: CompanionRow): Companion {
  const person = r.deleted
    ? { _id: r.id, name: DELETED_MEMBER, avatar: null, location: "" }
    : presentChatPerson(storage, r);
  return {
    ...person,
    deleted: r.deleted,
    lastMessage: presentLastMessage({
      content: r.lastContent,
      createdAt: r.lastAt,
      fromMe: r.lastFromMe,
      senderName: r.lastFromMe ? MESSAGES.senderYou : person.name,
    }),
  };
}

/** The chat list's answer: the SPEC's list, with `total` when a screenful was asked for (ADR 0058). */
export function presentCompanionList(storage: Storage, list: { rows: CompanionRow[]; total: number | null }) {
  const data = list.rows.map((r) => presentCompanion(storage, r));
  return list.total === null ? ok(data) : { ...ok(data), total: list.total };
}

export function presentMyGroup(storage: Storage, g: MyGroupRow, viewerId: string) {
  return {
    _id: g.id,
    groupName: g.groupName,
    eventId: { _id: g.eventId, image: imageUrl(storage, g.image) },
    isHost: g.isHost,
    lastMessage:
      g.lastContent === null
        ? null
        : presentLastMessage({
            content: g.lastContent,
            createdAt: g.lastAt!,
            fromMe: g.lastSenderId === viewerId,
            senderName: g.lastSenderName ?? "",
          }),
  };
}
