import { and, asc, eq, inArray, or } from "drizzle-orm";
import { isUuid } from "../../../shared/endpoints/params";
import { LIMITS } from "../../../shared/limits";
import { fitsLength } from "../../../shared/text-length";
import { PHOTO_MESSAGES, REPLY_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { messageReactions, messages, users } from "../../db/schema";
import { badRequest } from "../../platform/errors";

// What a message carries beside its text (issue 28 items 1, 2 and 4): a photo's key, the message it
// answers and its reactions. A page of messages reads the quotes in one query and the reactions in
// another, never one query per message.

/** The message a reply answers, as its quote shows it. */
export type ReplyRow = { id: string; senderName: string; content: string; image: string | null };
/** One member's reaction on a message. */
export type ReactionRow = { messageId: string; reaction: string; userId: string; name: string };

/** Where a message is said: an event's group, or the conversation of two members. */
export type Conversation = { groupId: string } | { memberIds: readonly [string, string] };

/** A photo's caption: text as a message's, but it may be empty (the photo says it). */
export function cleanCaption(content: string | undefined): string {
  const text = (content ?? "").replace(/\r\n/g, "\n");
  if (!text.trim()) return "";
  if (!fitsLength(text, LIMITS.messageMaxLength)) throw badRequest(PHOTO_MESSAGES.captionTooLong);
  return text;
}

const inConversation = (where: Conversation) =>
  "groupId" in where
    ? eq(messages.groupId, where.groupId)
    : or(
        and(eq(messages.senderId, where.memberIds[0]), eq(messages.recipientId, where.memberIds[1])),
        and(eq(messages.senderId, where.memberIds[1]), eq(messages.recipientId, where.memberIds[0])),
      );

/**
 * The message a new one answers, which must be in the same conversation: an id from anywhere else
 * (another group, another member's conversation, a malformed id) is refused with one sentence, so
 * the answer tells nothing about a message the sender cannot see.
 */
export async function replyTarget(
  db: Db | Tx,
  replyToId: string | undefined,
  where: Conversation,
): Promise<ReplyRow | null> {
  if (replyToId === undefined || replyToId === "") return null;
  if (!isUuid(replyToId)) throw badRequest(REPLY_MESSAGES.elsewhere);
  const [row] = await db
    .select({ id: messages.id, senderName: users.name, content: messages.content, image: messages.image })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.id, replyToId), inConversation(where)));
  if (!row) throw badRequest(REPLY_MESSAGES.elsewhere);
  return row;
}

/** The reactions on these messages, oldest first, with who put them. One query. */
export async function reactionsOn(db: Db | Tx, messageIds: readonly string[]): Promise<ReactionRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: messageReactions.messageId,
      reaction: messageReactions.reaction,
      userId: messageReactions.userId,
      name: users.name,
    })
    .from(messageReactions)
    .innerJoin(users, eq(users.id, messageReactions.userId))
    .where(inArray(messageReactions.messageId, [...messageIds]))
    .orderBy(asc(messageReactions.createdAt), asc(users.name));
}

type WithReply = { id: string; replyToId: string | null };
export type Extras = { replyTo: ReplyRow | null; reactions: ReactionRow[] };

/**
 * A page of messages with their quotes and reactions: one query for the quotes of the page, one for
 * its reactions. A quote of a message removed since (its row gone) is no quote.
 */
export async function withExtras<T extends WithReply>(db: Db, rows: T[]): Promise<(T & Extras)[]> {
  if (rows.length === 0) return [];
  const replyIds = [...new Set(rows.flatMap((r) => (r.replyToId ? [r.replyToId] : [])))];
  const [quotes, reactions] = await Promise.all([
    replyIds.length === 0
      ? Promise.resolve([] as ReplyRow[])
      : db
          .select({
            id: messages.id,
            senderName: users.name,
            content: messages.content,
            image: messages.image,
          })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(inArray(messages.id, replyIds)),
    reactionsOn(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const quoteById = new Map(quotes.map((q) => [q.id, q]));
  const reactionsById = new Map<string, ReactionRow[]>();
  for (const reaction of reactions) {
    const list = reactionsById.get(reaction.messageId) ?? [];
    list.push(reaction);
    reactionsById.set(reaction.messageId, list);
  }
  return rows.map((row) => ({
    ...row,
    replyTo: row.replyToId ? (quoteById.get(row.replyToId) ?? null) : null,
    reactions: reactionsById.get(row.id) ?? [],
  }));
}
