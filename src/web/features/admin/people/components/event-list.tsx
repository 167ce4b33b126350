import type { EventSummary } from "@shared/contracts/users";
import { EventSummaryGrid } from "../../../../components/event-summary-grid";

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
  return <EventSummaryGrid events={events} label={label} className="gap-3 sm:grid-cols-2 xl:grid-cols-3" />;
}
