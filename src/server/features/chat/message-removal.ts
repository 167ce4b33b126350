import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { MESSAGE_REMOVAL_UNDO_MS } from "../../../shared/contracts/message-extras";
import type { MessageThread } from "../../../shared/contracts/realtime";
import { MESSAGE_FLAG_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { auditLog, groups, images, messageFlags, messageReactions, messages } from "../../db/schema";
import { deleteStoredImages } from "../../platform/database-storage";
import { conflict, notFound } from "../../platform/errors";
import { type BoundJob, defineJob } from "../../platform/jobs/define-job";
import { completeJob, type Job } from "../../platform/jobs/queue";
import type { Realtime } from "../../platform/realtime-events";
import { audit } from "../safety/audit";

// An admin's removal of a message can be taken back for a short while (issue 41 item 5). Members
// stop reading it at once: the message row is emptied (the chat list's preview follows, migration
// 0042's trigger) and its photo's bytes move to a key no address can name. What an undo needs waits
// in the removal's own audit entry (`details.held`): the words, the photo's key, the reactions and
// the pin, until `undoUntil`. A job queued with the removal erases it all then; a late undo is
// refused by the same instant, whether the job ran yet or not. Both take the audit row's lock, so an
// undo racing the erasure finds either everything or nothing.

/** What waits in the removal's audit entry until the undo window closes. */
const heldSchema = z.object({
  content: z.string(),
  image: z.string().nullable(),
  // The photo's bytes, moved aside (only when no other row shows the same picture).
  heldImageKey: z.string().nullable(),
  reactions: z.array(z.object({ userId: z.string(), reaction: z.string() })),
  pinnedInGroup: z.string().nullable(),
  // When the removal closed the message's reports: an undo opens those again.
  closedAt: z.iso.datetime(),
  undoUntil: z.iso.datetime(),
});
export type HeldRemoval = z.infer<typeof heldSchema>;

// A key `isStorageKey` refuses (it has slashes), so `/uploads/...` never serves it.
const heldKeyOf = (messageId: string, key: string) => `held/${messageId}/${key}`;

export const messageRemovalErase = defineJob({
  kind: "message-removal.erase",
  payload: z.object({ auditId: z.uuid() }),
});

/**
 * Inside the removal's transaction, after the message was emptied: moves the photo's bytes aside
 * (when `unnamed` says nothing else shows them) and answers what to keep in the audit entry, and
 * the keys the memory caches must forget (the photo's smaller copies go at once; they are made again
 * from the original on demand).
 */
export async function holdRemoved(
  tx: Tx,
  opts: {
    messageId: string;
    content: string;
    image: string | null;
    unnamed: boolean;
    reactions: { userId: string; reaction: string }[];
    pinnedInGroup: string | null;
    now: Date;
  },
): Promise<{ held: HeldRemoval; forget: string[] }> {
  const { messageId, image, now } = opts;
  let heldImageKey: string | null = null;
  let forget: string[] = [];
  if (image && opts.unnamed) {
    heldImageKey = heldKeyOf(messageId, image);
    // The same removal twice cannot happen (its reports close with it), but a stale held row of an
    // earlier removal and undo would: it holds these very bytes, so it is replaced.
    await tx.delete(images).where(eq(images.key, heldImageKey));
    await tx.update(images).set({ key: heldImageKey }).where(eq(images.key, image));
    forget = await deleteStoredImages(tx, [image]);
  }
  return {
    held: {
      content: opts.content,
      image,
      heldImageKey,
      reactions: opts.reactions,
      pinnedInGroup: opts.pinnedInGroup,
      closedAt: now.toISOString(),
      undoUntil: new Date(now.getTime() + MESSAGE_REMOVAL_UNDO_MS).toISOString(),
    },
    forget,
  };
}

/** The job that erases what a removal holds once its window closes, queued in its transaction. */
export const eraseRemovalJob = (auditId: string, held: HeldRemoval) =>
  messageRemovalErase.input(
    { auditId },
    { dedupKey: `${messageRemovalErase.kind}:${auditId}`, runAt: new Date(held.undoUntil) },
  );

// The newest removal of the message still holding what it removed, locked for this transaction.
// Found by its sender (the entry's indexed target), then by the message.
async function heldRemovalOf(tx: Tx, messageId: string) {
  const [message] = await tx
    .select({ senderId: messages.senderId })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) return null;
  const [entry] = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetUserId, message.senderId),
        eq(auditLog.action, "remove-message"),
        sql`${auditLog.details}->>'messageId' = ${messageId}`,
        sql`${auditLog.details} ? 'held'`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
    .for("update");
  if (!entry) return null;
  const held = heldSchema.safeParse(entry.details.held);
  return held.success ? { id: entry.id, details: entry.details, held: held.data } : null;
}

// The record keeps who removed what and why; what the message said goes with the window.
const withoutHeld = (details: Record<string, unknown>, mark: Record<string, string>) => {
  const { held: _held, content: _content, image: _image, ...kept } = details;
  return { ...kept, ...mark };
};

/**
 * An admin takes a removal back within its window: the message says what it said (the chat list's
 * preview follows), its photo, reactions and pin come back, and the reports it closed are open
 * again, so the case returns to the queue. After the window, or once erased: 409.
 */
export async function restoreRemovedMessage(opts: {
  db: Db;
  realtime: Realtime;
  adminId: string;
  messageId: string;
  now?: Date;
}): Promise<void> {
  const { db, adminId, messageId, now = new Date() } = opts;
  const result = await db.transaction(async (tx) => {
    const removal = await heldRemovalOf(tx, messageId);
    if (!removal) throw notFound(MESSAGE_FLAG_MESSAGES.undoOver);
    const { held } = removal;
    if (now.getTime() > new Date(held.undoUntil).getTime()) throw conflict(MESSAGE_FLAG_MESSAGES.undoOver);
    if (held.heldImageKey && held.image) {
      // The same picture may have been sent again meanwhile (content-addressed): then it is there.
      await tx.execute(sql`
        insert into images (key, content_type, bytes, size, created_at)
        select ${held.image}, content_type, bytes, size, created_at from images where key = ${held.heldImageKey}
        on conflict (key) do nothing`);
      await tx.delete(images).where(eq(images.key, held.heldImageKey));
    }
    const [message] = await tx
      .update(messages)
      .set({ content: held.content, image: held.image })
      .where(eq(messages.id, messageId))
      .returning({
        senderId: messages.senderId,
        recipientId: messages.recipientId,
        groupId: messages.groupId,
      });
    if (!message) throw notFound(MESSAGE_FLAG_MESSAGES.undoOver);
    if (held.reactions.length > 0)
      await tx
        .insert(messageReactions)
        .values(held.reactions.map((r) => ({ messageId, ...r })))
        .onConflictDoNothing();
    // The pin goes back up unless the host pinned another message meanwhile.
    if (held.pinnedInGroup)
      await tx
        .update(groups)
        .set({ pinnedMessageId: messageId })
        .where(and(eq(groups.id, held.pinnedInGroup), sql`${groups.pinnedMessageId} is null`));
    await tx
      .update(messageFlags)
      .set({ resolvedAt: null, resolvedBy: null })
      .where(
        and(
          eq(messageFlags.messageId, messageId),
          eq(messageFlags.resolvedAt, new Date(held.closedAt)),
          eq(messageFlags.resolvedBy, adminId),
        ),
      );
    await tx
      .update(auditLog)
      .set({ details: withoutHeld(removal.details, { restoredAt: now.toISOString() }) })
      .where(eq(auditLog.id, removal.id));
    const [group] = message.groupId
      ? await tx.select({ eventId: groups.eventId }).from(groups).where(eq(groups.id, message.groupId))
      : [];
    await audit({
      tx,
      actorId: adminId,
      action: "restore-message",
      targetUserId: message.senderId,
      ...(group ? { targetEventId: group.eventId } : {}),
      details: { messageId },
    });
    const thread: MessageThread =
      message.groupId && group
        ? { kind: "group", groupId: message.groupId, eventId: group.eventId }
        : { kind: "direct", memberIds: [message.senderId, message.recipientId!] };
    return { thread };
  });
  // Members' screens read the thread again, and a group's its pin (the pin may be back up).
  await opts.realtime.publish({ type: "message-restored", messageId, thread: result.thread });
}

/**
 * Once the window closed: the held photo's bytes are deleted and the words leave the audit entry
 * (it keeps who removed it, when and why). Does nothing after an undo; a second run finds it done.
 */
export async function eraseRemoval(opts: { db: Db; auditId: string; job?: Job; now: Date }): Promise<void> {
  const { db, auditId, job, now } = opts;
  await db.transaction(async (tx) => {
    if (job && !(await completeJob(tx, job, now))) return;
    const [entry] = await tx
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.id, auditId))
      .for("update");
    const held = heldSchema.safeParse(entry?.details.held);
    if (!entry || !held.success) return;
    if (held.data.heldImageKey) await tx.delete(images).where(eq(images.key, held.data.heldImageKey));
    await tx
      .update(auditLog)
      .set({ details: withoutHeld(entry.details, { erasedAt: now.toISOString() }) })
      .where(eq(auditLog.id, auditId));
  });
}

export function messageRemovalJobHandlers(deps: { db: Db; now: () => Date }): BoundJob[] {
  return [
    messageRemovalErase.handle(({ auditId }, job) =>
      eraseRemoval({ db: deps.db, auditId, job, now: deps.now() }),
    ),
  ];
}
