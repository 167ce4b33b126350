import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { events, participants, reviews, users } from "../../db/schema";
import type { DomainEvents } from "../../platform/events/outbox";
import type { BoundJob } from "../../platform/jobs/define-job";
import { completeJob, type Job } from "../../platform/jobs/queue";
import { ensureGroup } from "../groups/service";
import { recordNotification, type StoredKind } from "../inbox/notifications-service";
import { reminderStillDue } from "./policy";
import {
  REMINDER_JOBS,
  REMINDER_WINDOWS,
  type ReminderPayload,
  type ReminderWindow,
  reminderKey,
} from "./schedule";

export type ReminderDeps = {
  db: Db;
  events: DomainEvents;
  /** The clock (the worker's own in tests). */
  now?: () => Date;
};

const KIND_OF: Record<ReminderWindow, StoredKind> = {
  "24h": "event_reminder_24h",
  "2h": "event_reminder_2h",
  review: "review_nudge",
};

export function reminderJobHandlers(deps: ReminderDeps): BoundJob[] {
  return REMINDER_WINDOWS.map((window) =>
    REMINDER_JOBS[window].handle((payload, job) => runReminder(deps, payload, job, window)),
  );
}

// One reminder of one event: every recipient's notification is stored (and recorded: its frame and
// its push or email follow, ADR 0030) in one transaction that also ends the job, so a second run of
// the same job (a retry after the commit, a worker whose lease lapsed) finds it done and tells
// nobody twice. The event's row is read FOR SHARE: a cancellation that commits meanwhile waits for
// it, or is seen by it.
async function runReminder(
  deps: ReminderDeps,
  payload: ReminderPayload,
  job: Job,
  window: ReminderWindow,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.events.commit(async (tx, record) => {
    if (!(await completeJob(tx, job, now))) return;
    const [event] = await tx
      .select({
        id: events.id,
        status: events.status,
        eventStatus: events.eventStatus,
        fromDate: events.fromDate,
        toDate: events.toDate,
        hostId: events.createdBy,
      })
      .from(events)
      .where(eq(events.id, payload.eventId))
      .for("share");
    if (!event || !reminderStillDue(window, event, payload, now)) return;
    const told = { kind: KIND_OF[window], eventId: event.id, once: reminderKey(window, payload) };
    if (window === "review") {
      for (const userId of await membersYetToReview(tx, event.id))
        await recordNotification(tx, record, { ...told, userId }, now);
      return;
    }
    // The reminder links to the group chat; an approved event has its group, this makes sure.
    await ensureGroup({ tx, eventId: event.id });
    for (const userId of await attendees(tx, event.id, event.hostId))
      await recordNotification(tx, record, { ...told, userId, actorId: event.hostId }, now);
  });
}

// The host and the members holding a seat now (a member who left, was declined or banned holds
// none: leaving and a ban delete the seat, ADR 0014), banned members skipped all the same.
async function attendees(tx: Tx, eventId: string, hostId: string): Promise<string[]> {
  const [host] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, hostId), eq(users.isBanned, false)));
  const seats = await tx
    .select({ id: participants.userId })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        eq(participants.eventId, eventId),
        eq(participants.requestStatus, "accepted"),
        eq(users.isBanned, false),
      ),
    );
  return [...(host ? [host.id] : []), ...seats.map((s) => s.id)];
}

// Accepted members who have not reviewed the event yet (the host does not review their own).
async function membersYetToReview(tx: Tx, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: participants.userId })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      reviews,
      and(eq(reviews.eventId, participants.eventId), eq(reviews.userId, participants.userId)),
    )
    .where(
      and(
        eq(participants.eventId, eventId),
        eq(participants.requestStatus, "accepted"),
        eq(users.isBanned, false),
        isNull(reviews.id),
      ),
    );
  return rows.map((r) => r.id);
}
