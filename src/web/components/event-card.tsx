import type { EventDto } from "@shared/contracts/events";
import { CalendarDays, MapPin, Sparkles, Users } from "lucide";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { CARD_BOX, EventCardFrame } from "./event-card-frame";
import { Icon } from "./icon";
import { IconLine } from "./icon-line";
import { Skeleton } from "./skeleton";

export type EventCardEvent = Pick<
  EventDto,
  "_id" | "name" | "image" | "fromDate" | "time" | "location" | "availableSlots" | "cost" | "paymentType"
> &
  Partial<Pick<EventDto, "category" | "customCategory">>;

/** The card's lines in the member's language, written by the screen that reads its catalogue. */
export type EventCardWords = {
  /** The category (or the host's own scene name); "" for none. */
  category: string;
  /** "12 Jun 2026 · 7:30 AM". */
  start: string;
  /** "8 slots available". */
  slots: string;
  /** "Rs. 2400 per person", "Go dutch". */
  cost: string;
};

export type EventCardProps = {
  event: EventCardEvent;
  words: EventCardWords;
  /** Where the card leads; /event/{id} by default. */
  to?: string;
  /** A status badge laid over the picture's top-left corner (DESIGN "Event card"). */
  badge?: ReactNode;
  /** The first card of the list a screen opens with (see EventCardFrame). */
  priority?: boolean;
  /** Why it is in the member's list, in one line ("4 km · You like Food & Coffee Trails"). */
  reason?: string | null;
  /** 2 where the list is the page's content (/events), 3 under a section's heading (home). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The discovery card of DESIGN "Event card": the category, the name, start day and time, the place
 * with a pin, and a footer with the slots left and the SPEC's cost line. The whole card is one link
 * to the event.
 */
export function EventCard({
  event,
  words,
  to,
  badge,
  priority,
  reason,
  headingLevel = 2,
  className,
}: EventCardProps) {
  const category = words.category;
  const full = event.availableSlots <= 0;

  return (
    <EventCardFrame
      event={event}
      to={to}
      priority={priority}
      badge={badge && <div className="absolute top-3 left-3">{badge}</div>}
      eyebrow={
        category && (
          <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">{category}</p>
        )
      }
      footer={
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-gray-100 pt-3 text-sm">
          <span className={cn("flex items-center gap-1.5", full ? "text-red-600" : "text-gray-600")}>
            <Icon node={Users} aria-hidden="true" className="size-4 shrink-0" />
            {words.slots}
          </span>
          <span className="font-semibold text-gray-900">{words.cost}</span>
        </div>
      }
      // The discovery list is the page's content, right under its h1 (heading order, Lighthouse).
      headingLevel={headingLevel}
      className={className}
    >
      <IconLine icon={CalendarDays}>{words.start}</IconLine>
      {event.location && (
        <IconLine icon={MapPin} className="min-w-0" textClassName="truncate">
          {event.location}
        </IconLine>
      )}
      {reason && (
        <IconLine
          icon={Sparkles}
          align="top"
          className="min-w-0"
          textClassName="line-clamp-2 font-medium text-brand-800"
        >
          {reason}
        </IconLine>
      )}
    </EventCardFrame>
  );
}

// The placeholder's bars stand where the card's lines will: category, name, start, place.
const SKELETON_LINES = ["h-3 w-24", "h-5 w-4/5", "h-4 w-2/5", "h-4 w-3/5"];

/** A card-shaped placeholder while events load. */
export function EventCardSkeleton() {
  return (
    <div className={cn(CARD_BOX, "flex-col")}>
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        {SKELETON_LINES.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
        <div className="flex justify-between border-t border-gray-100 pt-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
    </div>
  );
}
