import { and, asc, eq, sql } from "drizzle-orm";
import { MESSAGE_EMAIL_AFTER_MINUTES } from "../../../shared/limits";
import type { Db } from "../../db/client";
import { languageOf } from "../../db/member-language";
import { chatReads, messages } from "../../db/schema";
import { wordsIn } from "../../platform/i18n/words";
import { threadKey } from "../inbox/read-marks-service";
import { isBlockedPair } from "../safety/service";
import { findUser } from "../users/service";

// Direct messages reach a member without push by email (issue 25 item 14, ADR 0017 "Preferences and
// quiet hours"): one digest per chat and unread stretch, once its first unread message has waited
// half an hour. A stretch begins with the first message the recipient has not read; reading the
// chat (or replying, which marks it read) ends it, and the next message begins another. So a burst
// makes one email, and a chat left unread is told once, not once per later message.

/** How long the first unread message of a chat waits before the digest goes. */
export const MESSAGE_EMAIL_DELAY_MS = MESSAGE_EMAIL_AFTER_MINUTES * 60_000;

/** The digest quotes this many messages, oldest first, and counts the rest. */
export const MESSAGE_DIGEST_SHOWN = 5;

// The recipient's read mark of the chat, joined beside its messages. Compared in SQL: the database
// keeps microseconds, a JS Date only milliseconds.
const readMarkOf = (recipientId: string, senderId: string) =>
  and(eq(chatReads.userId, recipientId), eq(chatReads.thread, threadKey({ kind: "user", id: senderId })));

// The sender's messages to the recipient (one direction of the chat), and the recipient's read mark
// of it as joined by readMarkOf: never read counts as read before everything.
const chatFrom = (senderId: string, recipientId: string) =>
  and(eq(messages.senderId, senderId), eq(messages.recipientId, recipientId));
const readAt = sql`coalesce(${chatReads.readAt}, '-infinity'::timestamptz)`;

/**
 * The first message of the chat's unread stretch (the sender's messages the recipient has not read
 * yet): the digest that tells the stretch is keyed by it and waits half an hour from it
 * (features/delivery/message-email.ts queues it). Null when the chat is read.
 */
export async function firstUnreadMessage(
  db: Db,
  senderId: string,
  recipientId: string,
): Promise<{ id: string; createdAt: Date } | null> {
  const [first] = await db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .leftJoin(chatReads, readMarkOf(recipientId, senderId))
    .where(and(chatFrom(senderId, recipientId), sql`${messages.createdAt} > ${readAt}`))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1);
  return first ?? null;
}

export type MessageDigest = {
  recipientId: string;
  subject: string;
  body: string;
  action: { label: string; path: string };
};

/**
 * What the digest that starts at `firstMessageId` says when its job runs, or null when there is
 * nothing to tell: the recipient read the chat since (or replied), the sender is banned or gone,
 * or one of them blocked the other. The recipient's own state (opt-outs, switches, a ban) is
 * checked where every email is sent (email/service.ts).
 */
export async function messageDigest(db: Db, firstMessageId: string): Promise<MessageDigest | null> {
  const [first] = await db
    .select({ senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(eq(messages.id, firstMessageId));
  if (!first?.recipientId) return null;
  const { senderId, recipientId } = first;
  const sender = await findUser({ db, userId: senderId });
  // A deleted account is banned too: nobody is there to answer.
  if (!sender || sender.isBanned) return null;
  if (await isBlockedPair({ db, userA: senderId, userB: recipientId })) return null;
  // The stretch as it stands now, messages sent while the job waited included; none when the
  // recipient read the chat after its first message (a later stretch has its own job).
  const startedAt = sql`(select m.created_at from ${messages} m where m.id = ${firstMessageId})`;
  const unread = await db
    .select({ content: messages.content, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(messages)
    .leftJoin(chatReads, readMarkOf(recipientId, senderId))
    .where(
      and(
        chatFrom(senderId, recipientId),
        sql`${messages.createdAt} >= ${startedAt}`,
        sql`${readAt} < ${startedAt}`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(MESSAGE_DIGEST_SHOWN);
  const total = unread[0]?.total ?? 0;
  if (total === 0) return null;
  // In the recipient's language of now (ADR 0055).
  const say = wordsIn(await languageOf(db, recipientId));
  const who = sender.name;
  const lines = unread.map((m) => say("email.messageDigestLine", { text: messageStart(m.content) }));
  if (total > unread.length) lines.push(say("email.messageDigestMore", { count: total - unread.length }));
  return {
    recipientId,
    subject: say("email.messageDigestSubject", { who, count: total }),
    body: [say("email.messageDigestIntro", { who, count: total }), "", ...lines].join("\n"),
    action: { label: say("email.messageDigestAction"), path: `/chats/user/${senderId}` },
  };
}

// A message's text is private and may be long, over several lines: one line each, its start only.
function messageStart(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > 160 ? `${chars.slice(0, 159).join("")}…` : chars.join("");
}
