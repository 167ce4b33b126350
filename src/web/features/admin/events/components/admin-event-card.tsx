import { CalendarDays, MapPin, UserRound } from "lucide-react";
import { Link } from "react-router";
import { EventImage } from "../../../../components/event-image";
import { formatDate, indiaDay } from "../../../../lib/format";
import type { AdminEvent } from "../api";
import { StatusBadge } from "./status-badge";

/**
 * A listing in the approval queue: its picture with the status badge, name, host, dates and place.
 * A row with a square thumbnail on phones (many fit on a screen), a 16:9 card from 640 px.
 */
export function AdminEventCard({ event }: { event: AdminEvent }) {
  return (
    <Link
      to={`/admin/event/${encodeURIComponent(event._id)}`}
      className="group flex h-full overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2 sm:flex-col"
    >
      <div className="relative w-28 shrink-0 overflow-hidden bg-stone-100 sm:aspect-video sm:w-full">
        <EventImage
          src={event.image}
          className="absolute inset-0 size-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <StatusBadge listing={event} className="absolute top-2 left-2 shadow-sm" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-base font-semibold text-gray-900">{event.name}</h2>
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">
            <span className="sr-only">Hosted by </span>
            {event.createdBy.name}
          </span>
        </p>
        <p className="flex items-start gap-2 text-sm text-gray-600 [&>svg]:mt-0.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <EventDates event={event} />
        </p>
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">{event.location}</span>
        </p>
      </div>
    </Link>
  );
}

/** The dates, breaking only before the dash when a narrow card cannot hold the whole range. */
function EventDates({ event }: { event: AdminEvent }) {
  const from = formatDate(indiaDay(event.fromDate));
  const to = formatDate(indiaDay(event.toDate));
  return (
    <span className="min-w-0">
      <span className="whitespace-nowrap">{from}</span>
      {to && to !== from && (
        <>
          {" "}
          <span className="whitespace-nowrap">– {to}</span>
        </>
      )}
    </span>
  );
}
