import { CalendarDays, MapPin } from "lucide";
import { formatDateRange } from "../lib/format";
import { EventCardFrame } from "./event-card-frame";
import { IconLine } from "./icon-line";

export type EventSummaryCardProps = {
  event: {
    _id: string;
    name: string;
    image?: string | null;
    fromDate?: string | null;
    toDate?: string | null;
    location?: string | null;
  };
  /** Where the card leads; /event/{id} by default. */
  to?: string;
  className?: string;
};

/**
 * The compact event card of DESIGN "Event card" for lists that only know an event's summary
 * (name, picture, dates, place): the frame with the dates and the place with a pin.
 */
export function EventSummaryCard({ event, to, className }: EventSummaryCardProps) {
  const dates = formatDateRange(event.fromDate, event.toDate);

  return (
    <EventCardFrame event={event} to={to} className={className}>
      {dates && <IconLine icon={CalendarDays}>{dates}</IconLine>}
      {event.location && (
        <IconLine icon={MapPin} textClassName="truncate">
          {event.location}
        </IconLine>
      )}
    </EventCardFrame>
  );
}
