// Texts of the event screens that SPEC.md leaves to the product, which the listings' screens still
// read (the SPEC's are EVENTS_SPEC_TEXTS, in spec.ts). The /events list and an event's page read
// their words from their catalogues (src/web/locales, ADR 0053).
export const EVENT_TEXTS = {
  // The offer's deadline (issue 25 item 11): unanswered by then, the seat goes on.
  offeredNote: "A seat opened up and you were next on the waitlist. The host has your request.",
  offeredUntil: (when: string) =>
    `A seat opened up and you were next on the waitlist. The host has until ${when} to confirm it; after that it goes to the next person waiting.`,
  waitlistCount: (n: number) => (n === 1 ? "1 waiting" : `${n} waiting`),
  addToCalendar: "Add to calendar",
  calendarFailed: "Couldn't download the calendar file. Please try again.",
  hostedBy: "Hosted by",
} as const;

/** "1 event hosted", "4 events hosted". */
export function eventsHostedLabel(count: number): string {
  return `${count} ${count === 1 ? "event" : "events"} hosted`;
}
