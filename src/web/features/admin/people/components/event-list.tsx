import type { EventSummary } from "@shared/contracts/users";
import { EventSummaryCard } from "../../../../components/event-summary-card";

/** A member's events as cards linking to /event/{id}, or a quiet line when there are none. */
export function EventList({
  events,
  label,
  empty,
}: {
  events: EventSummary[];
  label: string;
  empty: string;
}) {
  if (events.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-gray-200 bg-white/60 px-4 py-6 text-center text-sm text-gray-600">
        {empty}
      </p>
    );
  }
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {events.map((event) => (
        <li key={event._id}>
          <EventSummaryCard event={event} />
        </li>
      ))}
    </ul>
  );
}
