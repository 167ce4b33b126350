import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { formatDateRange } from "../lib/format";
import { EventImage } from "./event-image";

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
 * (name, picture, dates, place): a 16:9 picture with the default picture as fallback, the name on
 * at most two lines, the dates and the place with a pin.
 */
export function EventSummaryCard({ event, to, className }: EventSummaryCardProps) {
  const dates = formatDateRange(event.fromDate, event.toDate);

  return (
    <Link
      to={to ?? `/event/${encodeURIComponent(event._id)}`}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm transition",
        "hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <div className="aspect-video overflow-hidden bg-stone-100">
        <EventImage
          src={event.image}
          className="size-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base font-semibold text-gray-900">{event.name}</h3>
        {dates && (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span>{dates}</span>
          </p>
        )}
        {event.location && (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="truncate">{event.location}</span>
          </p>
        )}
      </div>
    </Link>
  );
}
