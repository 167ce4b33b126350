import { COMMON_TEXTS } from "./common";
import { COMMON_SPEC_TEXTS } from "./spec";

// Texts of the event screens that SPEC.md leaves to the product (the SPEC's are EVENTS_SPEC_TEXTS, in spec.ts).
// The /events list reads its words from the events catalogue (src/web/locales, ADR 0053).
export const EVENT_TEXTS = {
  browseEvents: "Browse experiences",
  loadingCompatibility: "Loading compatibility",
  womenOnly: "Women only",
  womenOnlyNote: "This experience accepts requests from women only.",
  full: "Full",
  fullNote: "Every slot of this experience is taken.",
  eventEnded: "Event ended",
  // The waitlist of a full experience (ADR 0022).
  joinWaitlist: "Join the waitlist",
  waitlistNote: "Every seat is taken. Join the waitlist and the next seat that frees up is offered to you.",
  waitlistPosition: (ordinal: string) => `You are ${ordinal} on the waitlist`,
  waitlistedNote:
    "When a seat frees up and it's your turn, your request goes to the host and we'll let you know.",
  leaveWaitlist: "Leave the waitlist",
  leaveWaitlistTitle: "Leave the waitlist?",
  leaveWaitlistDescription:
    "You'll lose your place. If you join again later, you'll be at the back of the line.",
  stayOnWaitlist: "Stay on it",
  offeredNote: "A seat opened up and you were next on the waitlist. The host has your request.",
  // The offer's deadline (issue 25 item 11): unanswered by then, the seat goes on.
  offeredUntil: (when: string) =>
    `A seat opened up and you were next on the waitlist. The host has until ${when} to confirm it; after that it goes to the next person waiting.`,
  waitlistCount: (n: number) => (n === 1 ? "1 waiting" : `${n} waiting`),
  requestDeclined: "Request declined",
  addToCalendar: "Add to calendar",
  calendarFailed: "Couldn't download the calendar file. Please try again.",
  hostedBy: "Hosted by",
  compatibility: COMMON_TEXTS.compatibility,
  rating: "Rating",
  totalSlots: "Total slots",
  availableSlots: "Available",
  cost: "Cost",
  when: "Date and time",
  startsAt: (time: string) => `Starts at ${time}`,
  where: "Location",
  about: "About this experience",
  back: COMMON_TEXTS.back,
  loading: COMMON_TEXTS.loadingStatus,
} as const;

/** "1 event hosted", "4 events hosted". */
export function eventsHostedLabel(count: number): string {
  return `${count} ${count === 1 ? "event" : "events"} hosted`;
}

/** "★ 4.3", or "N/A" when nobody has rated yet. */
export function ratingLabel(rating: number | null | undefined): string {
  return typeof rating === "number" ? `★ ${rating.toFixed(1)}` : COMMON_SPEC_TEXTS.notAvailable;
}
