import { and, asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MESSAGE_DECISIONS, type MessageDecision } from "../../../shared/contracts/message-extras";
import type { MessageThread } from "../../../shared/contracts/realtime";
import { LIMITS } from "../../../shared/limits";
import { fitsLength } from "../../../shared/text-length";
import { MESSAGE_FLAG_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { eventNameColumns } from "../../db/event-name-columns";
import { personColumns } from "../../db/member-columns";
import { events, groups, messageFlags, messageReactions, messages, users } from "../../db/schema";
import { unnamedImageKeys } from "../../platform/database-storage";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { enqueue } from "../../platform/jobs/queue";
import type { Realtime } from "../../platform/realtime-events";
import { groupReports } from "../../platform/report-groups";
import { audit } from "../safety/audit";
import { canReact, canReport } from "./message-policy";
import { eraseRemovalJob, type HeldRemoval, holdRemoved } from "./message-removal";
import { visibleMessage } from "./visible-message";

// Reports of messages to the admins, made in place from the conversation (issue 28 item 6): a
// member reports a message they can see and did not write, once while their report is open; an
// admin dismisses the reports (the message stays) or removes the message (its words and photo go,
// its place in the thread stays, "removed"), which closes every open report of it. Modelled on the
// reports of reviews (ADR 0032).

/**
 * A member reports a message. A second open report by the same member answers 409 with a sentence;
 * the partial unique index (message, reporter) where open decides a race.
 */
export async function reportMessage(opts: {
  db: Db;
  viewerId: string;
  messageId: string;
  reason: string | undefined;
}): Promise<void> {
  const { db, viewerId, messageId } = opts;
  const reason = opts.reason?.trim() ?? "";
  if (!reason) throw badRequest(MESSAGE_FLAG_MESSAGES.reasonRequired);
  if (!fitsLength(reason, LIMITS.messageFlagReasonMaxLength))
    throw badRequest(MESSAGE_FLAG_MESSAGES.reasonTooLong);
  const message = await visibleMessage({ db, viewerId, messageId, intent: "reading" });
  // Already removed: nothing left to report.
  authorize(canReact(message), notFound(MESSAGE_FLAG_MESSAGES.notFound));
  authorize(canReport(viewerId, message), forbidden(MESSAGE_FLAG_MESSAGES.own));
  const inserted = await db
    .insert(messageFlags)
    .values({ messageId, reportedBy: viewerId, reason })
    .onConflictDoNothing()
    .returning({ id: messageFlags.id });
  if (inserted.length === 0) throw conflict(MESSAGE_FLAG_MESSAGES.duplicate);
}

function openFlagRows(db: Db) {
  const sender = alias(users, "sender");
  const reporter = alias(users, "reporter");
  const recipient = alias(users, "recipient");
  return db
    .select({
      flagId: messageFlags.id,
      reason: messageFlags.reason,
      flaggedAt: messageFlags.createdAt,
      reporterName: reporter.name,
      messageId: messages.id,
      content: messages.content,
      image: messages.image,
      sentAt: messages.createdAt,
      sender: personColumns(sender),
      ...eventNameColumns,
      recipientName: recipient.name,
    })
    .from(messageFlags)
    .innerJoin(messages, eq(messages.id, messageFlags.messageId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(reporter, eq(reporter.id, messageFlags.reportedBy))
    .leftJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(groups, eq(groups.id, messages.groupId))
    .leftJoin(events, eq(events.id, groups.eventId))
    .where(isNull(messageFlags.resolvedAt))
    .orderBy(asc(messageFlags.createdAt), asc(messageFlags.id));
}

export type MessageFlagRow = Awaited<ReturnType<typeof openFlagRows>>[number];
export type MessageFlagGroup = {
  message: Pick<MessageFlagRow, "messageId" | "content" | "image" | "sentAt">;
  sender: MessageFlagRow["sender"];
  where: { kind: "group"; eventId: string; name: string } | { kind: "direct"; recipientName: string };
  flags: Pick<MessageFlagRow, "flagId" | "reason" | "flaggedAt" | "reporterName">[];
};

/** Messages with open reports, the one reported longest ago first, each with its reports. */
export async function openMessageFlags(opts: { db: Db }): Promise<MessageFlagGroup[]> {
  return groupReports(
    await openFlagRows(opts.db),
    (row) => row.messageId,
    (row): Omit<MessageFlagGroup, "flags"> => ({
      message: { messageId: row.messageId, content: row.content, image: row.image, sentAt: row.sentAt },
      sender: row.sender,
      where:
        row.eventId !== null
          ? { kind: "group", eventId: row.eventId, name: row.eventName ?? "" }
          : { kind: "direct", recipientName: row.recipientName ?? "" },
    }),
  );
}

const isDecision = (value: string | undefined): value is MessageDecision =>
  (MESSAGE_DECISIONS as readonly string[]).includes(value ?? "");

/**
 * An admin dismisses the reports (the message stays) or removes the message: its words and photo
 * leave it at once and its reactions drop (held aside for the undo window, then erased for good:
 * message-removal.ts), but the row stays, so the thread shows where it was, a reply
 * to it quotes nothing, and the reports stay on record. Either way every open report of it closes,
 * with an audit entry, in one transaction. Once it commits, a removal reaches every open thread of
 * the conversation (a message-removed frame), and every instance's memory cache forgets the photo's
 * bytes and copies (ADR 0018), unless another row names the same picture.
 */
export async function resolveMessageFlags(opts: {
  db: Db;
  realtime: Realtime;
  adminId: string;
  messageId: string;
  decision: string | undefined;
  now?: Date;
}): Promise<MessageDecision> {
  const { db, adminId, messageId, decision, now = new Date() } = opts;
  if (!isDecision(decision)) throw badRequest(MESSAGE_FLAG_MESSAGES.decision);
  const { erased, unpinned, thread } = await db.transaction(async (tx) => {
    const closed = await tx
      .update(messageFlags)
      .set({ resolvedAt: now, resolvedBy: adminId })
      .where(and(eq(messageFlags.messageId, messageId), isNull(messageFlags.resolvedAt)))
      .returning({ reason: messageFlags.reason });
    if (closed.length === 0) throw notFound(MESSAGE_FLAG_MESSAGES.nothingOpen);
    const [message] = await tx
      .select({
        senderId: messages.senderId,
        recipientId: messages.recipientId,
        groupId: messages.groupId,
        content: messages.content,
        image: messages.image,
        eventId: groups.eventId,
      })
      .from(messages)
      .leftJoin(groups, eq(groups.id, messages.groupId))
      .where(eq(messages.id, messageId));
    let erased: string[] = [];
    let unpinned = false;
    let held: HeldRemoval | null = null;
    if (decision === "remove") {
      await tx.update(messages).set({ content: "", image: null }).where(eq(messages.id, messageId));
      // A pin of nothing would head the group with an empty bar: the pin comes down with it.
      const unpinnedFrom = await tx
        .update(groups)
        .set({ pinnedMessageId: null })
        .where(eq(groups.pinnedMessageId, messageId))
        .returning({ id: groups.id });
      unpinned = unpinnedFrom.length > 0;
      const reactions = await tx
        .delete(messageReactions)
        .where(eq(messageReactions.messageId, messageId))
        .returning({ userId: messageReactions.userId, reaction: messageReactions.reaction });
      // What an undo puts back waits in the audit entry for its window, then is erased (message-removal.ts).
      const image = message!.image;
      const kept = await holdRemoved(tx, {
        messageId,
        content: message!.content,
        image,
        unnamed: image !== null && (await unnamedImageKeys(tx, [image])).length > 0,
        reactions,
        pinnedInGroup: unpinnedFrom[0]?.id ?? null,
        now,
      });
      held = kept.held;
      erased = kept.forget;
    }
    const auditId = await audit({
      tx,
      actorId: adminId,
      action: decision === "remove" ? "remove-message" : "dismiss-message-reports",
      targetUserId: message!.senderId,
      ...(message!.eventId ? { targetEventId: message!.eventId } : {}),
      details: {
        messageId,
        reasons: closed.map((c) => c.reason),
        // What was removed, for its undo window only: the erasure job takes it out of the record.
        ...(held ? { content: message!.content, image: message!.image, held } : {}),
      },
    });
    if (held) await enqueue(tx, eraseRemovalJob(auditId, held));
    return { erased, unpinned, thread: threadOf(message!) };
  });
  if (decision === "remove") {
    await opts.realtime.publish({ type: "message-removed", messageId, thread });
    if (unpinned && thread.kind === "group")
      await opts.realtime.publish({
        type: "group-pinned",
        groupId: thread.groupId,
        eventId: thread.eventId,
        pinned: null,
      });
    if (erased.length > 0) await opts.realtime.publish({ type: "images-deleted", keys: erased });
  }
  return decision;
}

function threadOf(message: {
  senderId: string;
  recipientId: string | null;
  groupId: string | null;
  eventId: string | null;
}): MessageThread {
  return message.groupId && message.eventId
    ? { kind: "group", groupId: message.groupId, eventId: message.eventId }
    : { kind: "direct", memberIds: [message.senderId, message.recipientId!] };
}
