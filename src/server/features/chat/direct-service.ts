import { and, desc, eq, gte, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import { fitsLength } from "../../../shared/text-length";
import { CHAT_MESSAGES, MEMBER_NOT_FOUND, PHOTO_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { personColumns } from "../../db/member-columns";
import { blocks, directConversations, messages, users } from "../../db/schema";
import { directMessageSent } from "../../domain/messages";
import { authorize, badRequest, conflict, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { type PreparedImage, putImage } from "../../platform/images";
import type { PhotoLinks } from "../../platform/photo-links";
import type { Realtime } from "../../platform/realtime-events";
import type { Storage } from "../../platform/storage";
import { markRead } from "../inbox/read-marks-service";
import { isBlockedPair } from "../safety/service";
import { cleanCaption, replyTarget, withExtras } from "./message-extras";
import { canMessage, canSendTo } from "./policy";
import { presentChatPerson, presentDirectMessage } from "./presenter";
import type { CompanionRow } from "./rows";
import { insertMessageOnce } from "./send-once";

// Content is text, never HTML; blank or over-long messages are refused with a sentence.
export function cleanContent(content: string | undefined): string {
  const text = (content ?? "").replace(/\r\n/g, "\n");
  if (!text.trim()) throw badRequest(CHAT_MESSAGES.blank);
  if (!fitsLength(text, LIMITS.messageMaxLength)) throw badRequest(CHAT_MESSAGES.tooLong);
  return text;
}

const chatPersonColumns = {
  ...personColumns(users),
  city: users.currentCity,
  country: users.currentCountry,
  isBanned: users.isBanned,
  deletedAt: users.deletedAt,
};

// The other member must exist, not be banned, and not be blocked either way. A member who deleted
// their account (ADR 0025) is banned too, but their conversation stays readable by the other member:
// `reading` lets it through, and sending to them is refused with its own sentence. Answers both
// members as the chat list shows them (read in the same query), for the push of a sent message.
export async function reachable(db: Db, viewerId: string, otherId: string, intent: "reading" | "sending") {
  authorize(canMessage(viewerId, otherId), badRequest(CHAT_MESSAGES.self));
  const rows = await db
    .select(chatPersonColumns)
    .from(users)
    .where(inArray(users.id, [viewerId, otherId]));
  const viewer = rows.find((r) => r.id === viewerId);
  const other = rows.find((r) => r.id === otherId);
  if (!viewer || !other || (other.isBanned && !other.deletedAt)) throw notFound(MEMBER_NOT_FOUND);
  if (await isBlockedPair({ db, userA: viewerId, userB: otherId })) throw notFound(MEMBER_NOT_FOUND);
  authorize(canSendTo(intent, other), conflict(CHAT_MESSAGES.memberDeleted));
  return { viewer, other };
}

// Sending stores the message with what happened (direct-message.sent), marks the conversation read
// for the sender and puts the message on both members' sockets. Outside the app it reaches the
// recipient as their preferences choose (ADR 0017), by the event's subscribers (ADR 0030): on their
// devices when they have no socket open, or without push as an email of the chat's unread messages
// once the first has waited half an hour (delivery/message-subscribers.ts).
// The frame is the message itself, so it leaves from here, once commit() answers: after the push or
// email is queued, as before (publishing it wakes the worker for them), and never again when the
// event is delivered again.
export async function sendDirectMessage(opts: {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  photoLinks: PhotoLinks;
  events: DomainEvents;
  senderId: string;
  recipientId: string;
  content: string | undefined;
  /** The sender's id for the message (the outbox's): sent again, the stored one answers. */
  clientId?: string | undefined;
  /** A photo, checked and encoded (chat-photos.ts); its caption is `content`, and may be empty. */
  photo?: PreparedImage | undefined;
  /** The id of the message this one answers, which must be in this conversation. */
  replyTo?: string | undefined;
}) {
  const { db, senderId, recipientId } = opts;
  const text = opts.photo ? cleanCaption(opts.content) : cleanContent(opts.content);
  const people = await reachable(db, senderId, recipientId, "sending");
  const replyTo = await replyTarget(db, opts.replyTo, { memberIds: [senderId, recipientId] });
  // Stored only now that nothing refused the send (ADR 0018 amendment).
  const image = opts.photo ? (await putImage(opts.storage, opts.photo)).key : null;
  const { row: stored, created } = await opts.events.commit(async (tx, record) => {
    const once = await insertMessageOnce(tx, {
      ...{ senderId, recipientId, content: text, clientId: opts.clientId },
      ...{ image, replyToId: replyTo?.id ?? null },
    });
    if (once.created)
      record(directMessageSent.of({ messageId: once.row.id, senderId, recipientId }, once.row.createdAt));
    return once;
  });
  const row = { ...stored, replyTo, reactions: [] };
  // Sent before (the outbox again, after a lost answer): its push and frames went out then.
  if (!created) return row;
  await markRead({ db, userId: senderId, thread: { kind: "user", id: recipientId } });
  await opts.realtime.publish({
    type: "direct-message",
    message: presentDirectMessage(opts, row),
    sender: presentChatPerson(opts.storage, people.viewer),
    recipient: presentChatPerson(opts.storage, people.other),
  });
  return row;
}

// Only the two members of a conversation can read it. The newest messages, oldest first; with
// `since`, only those created from then on (the client's catch-up after a socket drop).
export async function conversation(opts: { db: Db; viewerId: string; otherId: string; since?: Date }) {
  const { db, viewerId, otherId, since } = opts;
  await reachable(db, viewerId, otherId, "reading");
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        or(
          and(eq(messages.senderId, viewerId), eq(messages.recipientId, otherId)),
          and(eq(messages.senderId, otherId), eq(messages.recipientId, viewerId)),
        ),
        since ? gte(messages.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(LIMITS.threadPageSize);
  // With each one's quote and reactions, read for the whole page at once (issue 28).
  return withExtras(db, rows.reverse());
}

// Companions: members the viewer has exchanged messages with, most recent first; banned members
// and blocked pairs are left out. A member who deleted their account stays (`deleted`), shown as
// "Deleted member" with no picture (ADR 0025).

export async function companions(opts: { db: Db; viewerId: string }): Promise<CompanionRow[]> {
  return companionsStatement(opts.db).execute({ viewerId: opts.viewerId });
}

/**
 * GET /message/getAllFriends: the whole list, or (`limit`) its newest few and how many the whole
 * list holds (ADR 0058): what /chat shows first is a screenful, so a member with 200 conversations
 * is not sent all of them to see eight.
 */
export async function companionList(opts: {
  db: Db;
  viewerId: string;
  limit?: number | undefined;
}): Promise<{ rows: CompanionRow[]; total: number | null }> {
  if (opts.limit === undefined) return { rows: await companions(opts), total: null };
  const rows = await newestCompanionsStatement(opts.db).execute({
    viewerId: opts.viewerId,
    limit: opts.limit,
  });
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

// The member's range of `direct_conversations` (a row per companion with its newest message's
// preview, kept by the message writes: migrations 0041 and 0042), newest first, each companion read
// by primary key. The banned and blocked are left out as the range is read, so the list still holds
// the 200 newest conversations that show. The loose index scan it replaced probed the index twice
// per companion and once more for each one's newest message (about 7.5 ms a request for 200); the
// message read by key beside each companion was 200 more probes (ADR 0050, amended).
function companionsSelect(db: Db, viewer: Placeholder | string) {
  return companionsFrom(db, viewer, {}).limit(LIMITS.chatListMax);
}

// The same range with `total` beside each row: how many conversations the list holds (at most its
// 200), computed once in the same statement. Counted as the member's conversations less those with
// the banned and blocked, both read by index: a window count over the joined range read every
// companion's row (about 3.5 ms of the database's time for 200, against 0.4 this way).
function newestCompanionsSelect(db: Db, viewer: Placeholder | string, limit: Placeholder | number) {
  const c = directConversations;
  const total = sql<number>`least(
    (select count(*) from ${c} where ${c.memberId} = ${viewer})
    - (select count(*) from ${c} where ${c.memberId} = ${viewer} and ${c.otherId} in (
        select ${users.id} from ${users} where ${users.isBanned} and ${users.deletedAt} is null
        union select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewer}
        union select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewer})),
    ${sql.raw(String(LIMITS.chatListMax))})`;
  return companionsFrom(db, viewer, { total }).limit(limit);
}

function companionsFrom<Extra extends Record<string, SQL>>(
  db: Db,
  viewer: Placeholder | string,
  extra: Extra,
) {
  const c = directConversations;
  return (
    db
      .select({
        ...extra,
        id: users.id,
        name: users.name,
        avatar: users.avatar,
        city: users.currentCity,
        country: users.currentCountry,
        // A photo without a caption reads "📷 Photo" in the list.
        lastContent: sql<string>`case when ${c.lastContent} = '' and ${c.lastIsPhoto} then ${PHOTO_MESSAGES.preview} else ${c.lastContent} end`,
        lastAt: c.lastAt,
        lastFromMe: sql<boolean>`${c.lastSenderId} = ${viewer}`,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(c)
      .innerJoin(users, eq(users.id, c.otherId))
      .where(
        and(
          eq(c.memberId, viewer),
          sql`(not ${users.isBanned} or ${users.deletedAt} is not null)`,
          sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewer}))`,
        ),
      )
      // As the list index is ordered (drizzle writes DESC NULLS LAST), so the range is read in order
      // and stops at the 200th conversation shown, with no sort of all of them.
      .orderBy(sql`${c.lastAt} desc nulls last`, c.otherId)
  );
}

// Prepared once per connection (a named statement): planning the three-table join was a third of
// the list's database time under load (1.5 ms of 3-6), and its plan is the same for every member.
const companionsStatements = new WeakMap<Db, ReturnType<typeof prepareCompanions>>();

function prepareCompanions(db: Db) {
  return companionsSelect(db, sql.placeholder("viewerId")).prepare("chat_companions");
}

const newestStatements = new WeakMap<Db, ReturnType<typeof prepareNewest>>();

function prepareNewest(db: Db) {
  return newestCompanionsSelect(db, sql.placeholder("viewerId"), sql.placeholder("limit")).prepare(
    "chat_companions_newest",
  );
}

function newestCompanionsStatement(db: Db) {
  let statement = newestStatements.get(db);
  if (!statement) {
    statement = prepareNewest(db);
    newestStatements.set(db, statement);
  }
  return statement;
}

function companionsStatement(db: Db) {
  let statement = companionsStatements.get(db);
  if (!statement) {
    statement = prepareCompanions(db);
    companionsStatements.set(db, statement);
  }
  return statement;
}

/** The list's statement for one member, as run (scripts/chat-list-plan.ts explains it). */
export function companionsQuery(db: Db, viewerId: string): SQL {
  return companionsSelect(db, viewerId).getSQL();
}
