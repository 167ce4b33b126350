import type { SafetyState } from "../../../shared/contracts/share";

// The rules of a safety contact (ADR 0024), as small pure functions over an event's times, the
// member's seat and their check-in. No database here.

const HOUR = 3600_000;
/** A link works until the event's end plus this. */
export const LINK_LIFETIME_AFTER_END_MS = 48 * HOUR;
/** Without "I'm home safe" this long after the end, the contact's page says so. */
export const HOME_SAFE_GRACE_MS = 3 * HOUR;

export type SafetyEvent = {
  status: string;
  eventStatus: string;
  fromDate: Date;
  toDate: Date;
};
export type Seat = { requestStatus: string } | null;
export type CheckIn = { checkedInAt: Date | null; homeSafeAt: Date | null } | null;

/** Only an accepted member of the event shares it or checks in (not the host, not a seeker). */
export const isGoing = (seat: Seat) => seat?.requestStatus === "accepted";

/** Listed and not cancelled. */
export const isOpen = (event: SafetyEvent) =>
  event.status === "approved" && event.eventStatus !== "cancelled";

export const linkExpiry = (event: Pick<SafetyEvent, "toDate">) =>
  new Date(event.toDate.getTime() + LINK_LIFETIME_AFTER_END_MS);

/** How long before the start "I've arrived" opens: time to travel there, not the night before. */
export const CHECK_IN_OPENS_BEFORE_MS = 3 * 60 * 60_000;

/**
 * Three hours before the start: check-ins open then. Midnight of the first day (before issue 25)
 * offered "I've arrived" at 00:01 for an evening walk, and a contact could be told "arrived" hours
 * before anyone left home.
 */
export const checkInOpens = (event: Pick<SafetyEvent, "fromDate">) =>
  new Date(event.fromDate.getTime() - CHECK_IN_OPENS_BEFORE_MS);

/** A link can be made until the event ends (the contact keeps it 48 h beyond). */
export const canShare = (event: SafetyEvent, now: Date) =>
  isOpen(event) && now.getTime() < event.toDate.getTime();

export type Window = "early" | "open" | "late";

/** "I've arrived": from three hours before the start until the end. */
export function arrivalWindow(event: SafetyEvent, now: Date): Window {
  if (now.getTime() < checkInOpens(event).getTime()) return "early";
  return now.getTime() <= event.toDate.getTime() ? "open" : "late";
}

/** "I'm home safe": from three hours before the start until the link would expire. */
export function homeSafeWindow(event: SafetyEvent, now: Date): Window {
  if (now.getTime() < checkInOpens(event).getTime()) return "early";
  return now.getTime() <= linkExpiry(event).getTime() ? "open" : "late";
}

/** The "Home safe?" card: the event is over and the member has not answered. */
export const asksHomeSafe = (event: SafetyEvent, checkIn: CheckIn, now: Date) =>
  isOpen(event) &&
  !checkIn?.homeSafeAt &&
  now.getTime() > event.toDate.getTime() &&
  homeSafeWindow(event, now) === "open";

/** The one line the contact sees. */
export function safetyState(event: SafetyEvent, checkIn: CheckIn, now: Date): SafetyState {
  if (checkIn?.homeSafeAt) return { status: "home_safe", at: checkIn.homeSafeAt.toISOString() };
  if (event.eventStatus === "cancelled") return { status: "cancelled", at: null };
  // Not home safe 3 hours after the end, but the contact still reads when they arrived (issue 25
  // item 15): the last thing known of them.
  if (now.getTime() >= event.toDate.getTime() + HOME_SAFE_GRACE_MS)
    return { status: "not_confirmed", at: checkIn?.checkedInAt?.toISOString() ?? null };
  if (checkIn?.checkedInAt) return { status: "arrived", at: checkIn.checkedInAt.toISOString() };
  return { status: "not_checked_in", at: null };
}

/**
 * A link answers while it is not revoked, not expired, and its member still holds the seat it was
 * made for: a member who left and joined again holds a new seat, and an old link stays dead (issue
 * 25 item 9); they share a new one.
 */
export const linkWorks = (
  link: { revokedAt: Date | null; expiresAt: Date; createdAt: Date },
  event: SafetyEvent | null,
  seat: Seat & ({ createdAt: Date } | null),
  now: Date,
) =>
  link.revokedAt === null &&
  seat !== null &&
  seat.createdAt.getTime() <= link.createdAt.getTime() &&
  now.getTime() < link.expiresAt.getTime() &&
  event !== null &&
  event.status === "approved" &&
  isGoing(seat);

/** The host's first name: the first word of their name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
