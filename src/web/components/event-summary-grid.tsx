import type { EventSummary } from "@shared/contracts/users";
import { cn } from "../lib/cn";
import { EventSummaryCard } from "./event-summary-card";

/** A member's events as a labelled list of summary cards, one column on phones and more on wider screens. */
export function EventSummaryGrid({
  events,
  label,
  className,
}: {
  events: EventSummary[];
  label: string;
  /** The gap and the number of columns per breakpoint. */
  className: string;
}) {
  return (
    <ul aria-label={label} className={cn("grid", className)}>
      {events.map((event) => (
        <li key={event._id}>
          <EventSummaryCard event={event} />
        </li>
      ))}
    </ul>
  );
}
