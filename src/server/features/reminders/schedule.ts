import { z } from "zod";
import { indiaInstant, todayInIndia } from "../../../shared/event-rules";
import type { Db, Tx } from "../../db/client";
import { defineJob } from "../../platform/jobs/define-job";
import { cancelJobs, enqueue, type JobInput } from "../../platform/jobs/queue";

// When an event's reminders run (ADR 0017 "Reminders"). Their dedup keys name the event and the
// start (or end) they were scheduled for: an event that moves gets jobs under new keys, and the old
// ones find at run time that the event no longer starts then and do nothing.

export const REMINDER_WINDOWS = ["24h", "2h", "review"] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];

// One job kind per window, the same payload: the event, and the start and end it was scheduled for.
const reminderPayload = z.object({ eventId: z.uuid(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });
export type ReminderPayload = z.infer<typeof reminderPayload>;

export const REMINDER_JOBS = {
  "24h": defineJob({ kind: "reminder.24h", payload: reminderPayload }),
  "2h": defineJob({ kind: "reminder.2h", payload: reminderPayload }),
  review: defineJob({ kind: "reminder.review", payload: reminderPayload }),
} as const satisfies Record<ReminderWindow, unknown>;

const HOUR = 3600_000;
/** Hours before the start at which each reminder goes out. */
export const REMINDER_LEAD_MS = { "24h": 24 * HOUR, "2h": 2 * HOUR } as const;
/** The review nudge goes at this time in India the morning after the event's last day. */
export const REVIEW_NUDGE_TIME = "10:00";

export type SchedulableEvent = { id: string; fromDate: Date; toDate: Date };

const prefix = (window: ReminderWindow, eventId: string) => `reminder:${window}:${eventId}:`;

/** The key of a reminder (and the `once` of its notifications): window, event, and its start. */
export function reminderKey(window: ReminderWindow, payload: ReminderPayload): string {
  return `${prefix(window, payload.eventId)}${window === "review" ? payload.endsAt : payload.startsAt}`;
}

/** 10:00 in India on the day after the event's last day: over, and not in the middle of the night. */
export function reviewNudgeAt(toDate: Date): Date {
  const lastDay = new Date(`${todayInIndia(toDate)}T12:00:00Z`);
  lastDay.setUTCDate(lastDay.getUTCDate() + 1);
  return indiaInstant(lastDay.toISOString().slice(0, 10), REVIEW_NUDGE_TIME);
}

export function reminderRunAt(window: ReminderWindow, event: SchedulableEvent): Date {
  return window === "review"
    ? reviewNudgeAt(event.toDate)
    : new Date(event.fromDate.getTime() - REMINDER_LEAD_MS[window]);
}

// The jobs of an event's reminders, but none whose time has passed already (an event approved
// 5 hours before it starts gets its 2-hour reminder only).
export function reminderJobs(event: SchedulableEvent, now: Date): JobInput[] {
  const payload: ReminderPayload = {
    eventId: event.id,
    startsAt: event.fromDate.toISOString(),
    endsAt: event.toDate.toISOString(),
  };
  return REMINDER_WINDOWS.map((window) =>
    REMINDER_JOBS[window].input(payload, {
      dedupKey: reminderKey(window, payload),
      runAt: reminderRunAt(window, event),
    }),
  ).filter((job) => job.runAt!.getTime() > now.getTime());
}

/** In the transaction that approves (or moves) the event. */
export async function scheduleReminders(tx: Db | Tx, event: SchedulableEvent, now = new Date()) {
  return enqueue(tx, reminderJobs(event, now));
}

/** In the transaction that cancels the event: its pending reminders never run. */
export async function cancelReminders(tx: Db | Tx, eventId: string, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const window of REMINDER_WINDOWS) cancelled += await cancelJobs(tx, prefix(window, eventId), now);
  return cancelled;
}
