import type { NotificationCategory, NotificationPreferences } from "../../../shared/contracts/preferences";

// The rules of notification preferences, as small pure functions (ADR 0017 "Preferences and quiet
// hours"): which category a kind belongs to, which channel delivers it, and until when quiet hours
// hold it.

/** Which category's switches decide a notification of this kind. */
export function categoryOf(kind: string): NotificationCategory {
  // A seat offered from the waitlist (or its offer lapsing) is news about the member's own request.
  if (kind.startsWith("request_") || kind.startsWith("waitlist_")) return "requests";
  if (kind === "message" || kind.endsWith("_message")) return "messages";
  // Added by the reminders work: every kind of those families is a reminder.
  if (kind.startsWith("event_reminder") || kind.startsWith("review_nudge")) return "reminders";
  // "Home safe?" is due at the end of the experience: a reminder, never held by quiet hours.
  if (kind === "home_safe_check") return "reminders";
  // The weekly digest has its own switch (issue 27 item 7).
  if (kind === "new_near_you") return "newNearYou";
  return "eventUpdates";
}

export type DeliveryChannel = "push" | "email" | "none";

/**
 * Push when the category's push is on and the member has a device for it; else email when the
 * category's email is on; else nothing outside the app (the bell still shows it).
 */
export function deliveryChannel(
  prefs: NotificationPreferences,
  category: NotificationCategory,
  hasPush: boolean,
): DeliveryChannel {
  const { push, email } = prefs.channels[category];
  if (push && hasPush) return "push";
  if (email) return "email";
  return "none";
}

/** Reminders are due at their time: quiet hours never hold them. */
export const heldByQuietHours = (category: NotificationCategory) => category !== "reminders";

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (or they are off).
 * Times are India time (UTC+05:30, no daylight saving); a start after the end spans midnight, so
 * 22:00-08:00 holds 23:00 until 08:00 the next morning and 07:00 until 08:00 the same morning.
 */
export function quietHoursEnd(now: Date, quiet: NotificationPreferences["quietHours"]): Date | null {
  if (!quiet.enabled || quiet.start === quiet.end) return null;
  const local = now.getTime() + INDIA_OFFSET_MS;
  const minute = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  let endLocal = dayStart + end * 60_000;
  if (endLocal <= local) endLocal += DAY_MS;
  return new Date(endLocal - INDIA_OFFSET_MS);
}
