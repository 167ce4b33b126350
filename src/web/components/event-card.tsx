import type { EventDto } from "@shared/contracts/events";
import { costLabel } from "@shared/event-rules";
import { CalendarDays, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { formatEventStart } from "../lib/format";
import { EventImage } from "./event-image";
import { Skeleton } from "./skeleton";

/** "8 slots available", "1 slot available", "No slots available". */
export function slotsLabel(availableSlots: number): string {
  if (availableSlots <= 0) return "No slots available";
  return `${availableSlots} ${availableSlots === 1 ? "slot" : "slots"} available`;
}

export type EventCardEvent = Pick<
  EventDto,
  "_id" | "name" | "image" | "fromDate" | "time" | "location" | "availableSlots" | "cost" | "paymentType"
> &
  Partial<Pick<EventDto, "category" | "customCategory">>;

export type EventCardProps = {
  event: EventCardEvent;
  /** Where the card leads; /event/{id} by default. */
  to?: string;
  /** A status badge laid over the picture's top-left corner (DESIGN "Event card"). */
  badge?: ReactNode;
  className?: string;
};

/** The label a category shows: the host's own scene name for "Create Your Own Scene (Other)". */
export function categoryLabel(event: Partial<Pick<EventDto, "category" | "customCategory">>): string {
  return event.customCategory?.trim() || event.category || "";
}

/**
 * The discovery card of DESIGN "Event card": a 16:9 picture (the default picture when there is none
 * or it fails to load), the name on two lines at most, start day and time, the place with a pin,
 * the slots left and the SPEC's cost line. The whole card is one link to the event.
 */
export function EventCard({ event, to, badge, className }: EventCardProps) {
  const category = categoryLabel(event);
  const full = event.availableSlots <= 0;

  return (
    <Link
      to={to ?? `/event/${encodeURIComponent(event._id)}`}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm transition",
        "hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-stone-100">
        <EventImage
          src={event.image}
          className="size-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {badge && <div className="absolute top-3 left-3">{badge}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {category && (
          <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">{category}</p>
        )}
        <h3 className="line-clamp-2 text-base font-semibold text-gray-900">{event.name}</h3>
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <span>{formatEventStart(event)}</span>
        </p>
        {event.location && (
          <p className="flex min-w-0 items-center gap-2 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="truncate">{event.location}</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-gray-100 pt-3 text-sm">
          <span className={cn("flex items-center gap-1.5", full ? "text-red-600" : "text-gray-600")}>
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {slotsLabel(event.availableSlots)}
          </span>
          <span className="font-semibold text-gray-900">{costLabel(event.paymentType, event.cost)}</span>
        </div>
      </div>
    </Link>
  );
}

/** A card-shaped placeholder while events load. */
export function EventCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-4 w-3/5" />
        <div className="flex justify-between border-t border-gray-100 pt-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
    </div>
  );
}
