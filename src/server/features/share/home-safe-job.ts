import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { checkIns, shareLinks } from "../../db/schema";
import type { DomainEvents } from "../../platform/events/outbox";
import { type BoundJob, defineJob } from "../../platform/jobs/define-job";
import { completeJob, enqueue, type Job, type JobInput } from "../../platform/jobs/queue";
import { myRequest } from "../events/participants";
import { findEvent } from "../events/service";
import { homeSafeAlertJob } from "../help/jobs";
import { recordNotification } from "../inbox/notifications-service";
import { findUser } from "../users/service";
import { isGoing, isOpen } from "./policy";

// "Home safe?" (ADR 0024): at an experience's end, a notification to each member who shared a
// safety link for it (only those: the prompt is for members who told someone). Queued with the
// member's first link; its key names the member, the event and the end it was queued for, so an
// event that moves finds at run time that it no longer ends then, and the job does nothing.

export const shareHomeSafeCheck = defineJob({
  kind: "share.home_safe_check",
  payload: z.object({ eventId: z.uuid(), userId: z.uuid(), endsAt: z.iso.datetime() }),
});

export type HomeSafePayload = z.infer<typeof shareHomeSafeCheck.payload>;

export const homeSafeKey = (p: HomeSafePayload) => `home-safe:${p.eventId}:${p.userId}:${p.endsAt}`;

export function homeSafeCheckJob(opts: { eventId: string; userId: string; endsAt: Date }): JobInput {
  const payload: HomeSafePayload = {
    eventId: opts.eventId,
    userId: opts.userId,
    endsAt: opts.endsAt.toISOString(),
  };
  return shareHomeSafeCheck.input(payload, { dedupKey: homeSafeKey(payload), runAt: opts.endsAt });
}

export type HomeSafeDeps = { db: Db; events: DomainEvents; now?: () => Date };

export function homeSafeJobHandlers(deps: HomeSafeDeps): BoundJob[] {
  return [shareHomeSafeCheck.handle((payload, job) => runHomeSafeCheck(deps, payload, job))];
}

// The notification is stored (and recorded: its frame and its push or email follow, ADR 0030) in the
// transaction that ends the job, so a second run of it tells nobody twice. The alert to the trusted
// contact, 30 minutes later if still unanswered, is queued with it.
async function runHomeSafeCheck(deps: HomeSafeDeps, payload: HomeSafePayload, job: Job): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.events.commit(async (tx, record) => {
    if (!(await completeJob(tx, job, now))) return;
    const db: Db = tx;
    const event = await findEvent({ db, eventId: payload.eventId });
    if (!event || !isOpen(event) || event.toDate.toISOString() !== payload.endsAt) return;
    const seat = await myRequest({ db, userId: payload.userId, eventId: event.id });
    const member = await findUser({ db, userId: payload.userId });
    if (!isGoing(seat) || !member || member.isBanned) return;
    // Still sharing (a member who stopped sharing told no one any more), not yet home safe.
    const [link] = await tx
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(
        and(
          eq(shareLinks.eventId, event.id),
          eq(shareLinks.userId, payload.userId),
          isNull(shareLinks.revokedAt),
        ),
      )
      .limit(1);
    const [answered] = await tx
      .select({ at: checkIns.homeSafeAt })
      .from(checkIns)
      .where(and(eq(checkIns.eventId, event.id), eq(checkIns.userId, payload.userId)));
    if (!link || answered?.at) return;
    await recordNotification(
      tx,
      record,
      { userId: payload.userId, kind: "home_safe_check", eventId: event.id, once: homeSafeKey(payload) },
      now,
    );
    // Still no answer 30 minutes later: the member's trusted contact is told (help, ADR 0045).
    await enqueue(
      tx,
      homeSafeAlertJob({ eventId: event.id, userId: payload.userId, endsAt: event.toDate, askedAt: now }),
    );
  });
}
