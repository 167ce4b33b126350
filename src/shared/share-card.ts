import { todayInIndia } from "./event-rules";

// A link worth sharing (issue 27 item 5, ADR 0031): which experiences a shared link shows as a card,
// and the one line of days it says. Read by the server (the card tags, the preview endpoint) and the
// web (whether the Share button shows, the invitation on the sign-in screen), so they never disagree.

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

type Shareable = { status: string; eventStatus: string; toDate: Date | string };

/**
 * A card for anyone with the link: listed (approved), neither cancelled nor completed, and not over.
 * Pending, rejected, cancelled and past experiences get the app's generic card instead.
 */
export function isShareable(event: Shareable, now: Date = new Date()): boolean {
  return (
    event.status === "approved" &&
    event.eventStatus === "ongoing" &&
    new Date(event.toDate).getTime() > now.getTime()
  );
}

/** The day in India of an instant, as a card says it: "Sat 12 Dec". */
export function shortIndiaDay(instant: Date | string): string {
  const day = todayInIndia(new Date(instant));
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Sat 12 Dec", or "Sat 12 Dec – Mon 14 Dec" over several days (India's calendar). */
export function shortEventDays(event: { fromDate: Date | string; toDate: Date | string }): string {
  const from = shortIndiaDay(event.fromDate);
  const to = shortIndiaDay(event.toDate);
  return from === to ? from : `${from} – ${to}`;
}

// The experience's own address: the link members share (`/event/{id}`, SPEC 2).
export const eventPath = (eventId: string) => `/event/${eventId}`;
