// The rules of an event every screen and the server read: India's date, review, over, cost.

export const EVENT_TIME_ZONE = "Asia/Kolkata";

// India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so India's calendar date
// is the UTC date of the instant moved by 5 h 30 min. Done by hand: Intl.DateTimeFormat with a time
// zone loads ICU's zone data, the largest single piece of main-thread work on an event list's first
// paint on a phone. event-rules.test.ts checks it against Intl for every hour of a year.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

// Today's date in India as yyyy-mm-dd: "earlier than today" is judged where the members are.
/** "2027-01-15" + "07:30" in India, as an instant. */
export function indiaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

// A listing waits for an admin's decision while it is pending and its host has not cancelled it
// (SPEC 4 "Listing approval"); a cancelled one has nothing left to decide.
export function awaitsReview(event: { status: string; eventStatus: string }): boolean {
  return event.status === "pending" && event.eventStatus !== "cancelled";
}

// An event is over when the current time is past its end or it is completed (SPEC 4).
export function isEventOver(
  event: { toDate: string | Date; eventStatus: string },
  now = new Date(),
): boolean {
  return event.eventStatus === "completed" || new Date(event.toDate).getTime() < now.getTime();
}

// "Rs. {cost} per person" for a fee, otherwise "Go {paymentType}" (SPEC 2 /events).
export function costLabel(paymentType: string, cost: number): string {
  return paymentType === "fee" ? `Rs. ${cost} per person` : `Go ${paymentType}`;
}

// The label a category shows: the host's own scene name for "Create Your Own Scene (Other)".
export function categoryLabel(event: { category?: string | null; customCategory?: string | null }): string {
  return event.customCategory?.trim() || event.category || "";
}
