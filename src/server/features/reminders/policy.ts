import { isEventOver } from "../../../shared/event-rules";
import { REMINDER_LEAD_MS, type ReminderPayload, type ReminderWindow } from "./schedule";

export type ReminderEvent = {
  status: string;
  eventStatus: string;
  fromDate: Date;
  toDate: Date;
};

// Checked when a reminder runs, not when it was scheduled: the event must still be listed and not
// cancelled, and still start (or end) when the job was scheduled for, else the job does nothing
// (a moved event has newer jobs of its own). A reminder that comes too late says nothing: the
// 24-hour one once the 2-hour one is due, the 2-hour one once the event has started.
export function reminderStillDue(
  window: ReminderWindow,
  event: ReminderEvent,
  payload: ReminderPayload,
  now: Date,
): boolean {
  if (event.status !== "approved" || event.eventStatus === "cancelled") return false;
  if (window === "review") {
    return event.toDate.toISOString() === payload.endsAt && isEventOver(event, now);
  }
  if (event.eventStatus !== "ongoing" || event.fromDate.toISOString() !== payload.startsAt) return false;
  const lateAfter = event.fromDate.getTime() - (window === "24h" ? REMINDER_LEAD_MS["2h"] : 0);
  return now.getTime() < lateAfter;
}
