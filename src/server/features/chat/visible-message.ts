import { and, eq } from "drizzle-orm";
import { CHAT_MESSAGES, REACTION_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { groupMembers, groups, messages, users } from "../../db/schema";
import { authorize, conflict, notFound } from "../../platform/errors";
import { isBlockedPair } from "../safety/service";
import { canSendTo } from "./policy";

// A message named by its id, if the viewer may see it: in a group they belong to now, or in their
// own conversation with a member who is still there for them (not banned, no block either way).
// Anything else answers the same 404, so an id tells nothing about a message the viewer cannot see.

export type VisibleMessage = {
  id: string;
  senderId: string;
  content: string;
  image: string | null;
  createdAt: Date;
  thread:
    | { kind: "group"; groupId: string; eventId: string }
    | { kind: "direct"; memberIds: [string, string] };
};

export async function visibleMessage(opts: {
  db: Db;
  viewerId: string;
  messageId: string;
  /** Reacting writes to the conversation: refused, with its sentence, once the other member left (ADR 0025). */
  intent: "reading" | "sending";
}): Promise<VisibleMessage> {
  const { db, viewerId, messageId } = opts;
  const missing = notFound(REACTION_MESSAGES.notFound);
  const [row] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      groupId: messages.groupId,
      content: messages.content,
      image: messages.image,
      createdAt: messages.createdAt,
      eventId: groups.eventId,
      member: groupMembers.userId,
    })
    .from(messages)
    .leftJoin(groups, eq(groups.id, messages.groupId))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, messages.groupId), eq(groupMembers.userId, viewerId)),
    )
    .where(eq(messages.id, messageId));
  if (!row) throw missing;
  const base = {
    id: row.id,
    senderId: row.senderId,
    content: row.content,
    image: row.image,
    createdAt: row.createdAt,
  };
  if (row.groupId) {
    if (!row.member || !row.eventId) throw missing;
    return { ...base, thread: { kind: "group", groupId: row.groupId, eventId: row.eventId } };
  }
  const recipientId = row.recipientId!;
  if (viewerId !== row.senderId && viewerId !== recipientId) throw missing;
  const otherId = viewerId === row.senderId ? recipientId : row.senderId;
  const [other] = await db
    .select({ isBanned: users.isBanned, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, otherId));
  if (!other || (other.isBanned && !other.deletedAt)) throw missing;
  if (await isBlockedPair({ db, userA: viewerId, userB: otherId })) throw missing;
  authorize(canSendTo(opts.intent, other), conflict(CHAT_MESSAGES.memberDeleted));
  return { ...base, thread: { kind: "direct", memberIds: [row.senderId, recipientId] } };
}
