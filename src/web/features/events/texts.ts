import { TEXTS } from "@shared/messages";
import { CALENDAR_FAILED } from "../../lib/calendar";

// Texts of the event screens that SPEC.md leaves to the product (SPEC texts live in @shared/messages).
export const EVENT_TEXTS = {
  searchToggle: "Filters",
  searchForm: "Event search",
  searchLabel: "Search experiences",
  searchPlaceholder: "Trek, cafés, yoga…",
  fromDate: "From date",
  toDate: "To date",
  location: "Location",
  datesOutOfOrder: "The To date cannot be before the From date.",
  categories: "Categories",
  loadMore: "Load more",
  eventsList: "Events",
  tryAgain: "Try again",
  womenOnly: "Women only",
  womenOnlyNote: "This experience accepts requests from women only.",
  full: "Full",
  fullNote: "Every slot of this experience is taken.",
  eventEnded: "Event ended",
  requestDeclined: "Request declined",
  addToCalendar: "Add to calendar",
  calendarFailed: CALENDAR_FAILED,
  hostedBy: "Hosted by",
  compatibility: "Compatibility",
  rating: "Rating",
  totalSlots: "Total slots",
  availableSlots: "Available",
  cost: "Cost",
  when: "Date and time",
  startsAt: (time: string) => `Starts at ${time}`,
  where: "Location",
  about: "About this experience",
} as const;

/** "1 event hosted", "4 events hosted". */
export function eventsHostedLabel(count: number): string {
  return `${count} ${count === 1 ? "event" : "events"} hosted`;
}

/** "★ 4.3", or "N/A" when nobody has rated yet. */
export function ratingLabel(rating: number | null | undefined): string {
  return typeof rating === "number" ? `★ ${rating.toFixed(1)}` : TEXTS.notAvailable;
}
