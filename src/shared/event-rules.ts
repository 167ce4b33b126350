// The rules of an event every screen and the server read: India's date, review, over, cost.

export const EVENT_TIME_ZONE = "Asia/Kolkata";

// Today's date in India as yyyy-mm-dd: "earlier than today" is judged where the members are.
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: EVENT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
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
