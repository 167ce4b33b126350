// Showing up (ADR 0023): when a host marks who came, and when a member's no-shows reach the admins.

const DAY_MS = 86_400_000;

export const ATTENDANCE_RULES = {
  /** The host marks (and corrects) within this many days of the event's end. */
  markingDays: 7,
  /** This many no-shows... */
  noShowFlagCount: 3,
  /** ...among events that ended within this many days flag the member to the admins. */
  noShowWindowDays: 90,
  /** The longest reason a member gives when contesting a mark. */
  contestReasonMaxLength: 500,
} as const;

export type MarkingWindow = "before" | "open" | "closed";

/** The last instant the host may mark: 7 days after the event's end. */
export function markingClosesAt(event: { toDate: string | Date }): Date {
  return new Date(new Date(event.toDate).getTime() + ATTENDANCE_RULES.markingDays * DAY_MS);
}

/**
 * Before the event has ended, marking waits; from its end (the to-date's last minute in India, or
 * when the event is completed) the host has 7 days; after that the marks stand.
 */
export function markingWindow(
  event: { toDate: string | Date; eventStatus: string },
  now = new Date(),
): MarkingWindow {
  const ended = event.eventStatus === "completed" || new Date(event.toDate).getTime() < now.getTime();
  if (!ended) return "before";
  return now.getTime() <= markingClosesAt(event).getTime() ? "open" : "closed";
}

/** The first instant whose events still count towards the no-show flag. */
export function noShowWindowStart(now = new Date()): Date {
  return new Date(now.getTime() - ATTENDANCE_RULES.noShowWindowDays * DAY_MS);
}
