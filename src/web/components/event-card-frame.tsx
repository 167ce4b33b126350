import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { EventImage } from "./event-image";
import { Link } from "./link";

/** The white rounded box every event card (and its skeleton) is drawn in. */
export const CARD_BOX =
  "flex h-full overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm";

// "column": the 16:9 picture above the text. "row": a square thumbnail beside the text on phones
// (many fit on a screen), the column card from 640 px.
const LAYOUTS = {
  column: {
    link: "flex-col",
    media: "aspect-video",
    image: "size-full",
    body: "gap-2 p-4",
    sizes: undefined,
  },
  row: {
    link: "sm:flex-col",
    media: "w-28 shrink-0 sm:aspect-video sm:w-full",
    image: "absolute inset-0 size-full",
    body: "min-w-0 gap-1.5 p-3 sm:p-4",
    sizes: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 112px",
  },
} as const;

export type EventCardFrameProps = {
  /** The event the card shows: its name and picture. */
  event: { _id: string; name: string; image?: string | null };
  /** Where the card leads; the event's screen (/event/{id}) by default. */
  to?: string;
  /** Laid over the picture; the slot positions it (`absolute top-3 left-3`). */
  badge?: ReactNode;
  /** A short line above the name, e.g. the category. */
  eyebrow?: ReactNode;
  /** The lines under the name (day, place, host...). */
  children: ReactNode;
  /** Pinned to the bottom of the card, e.g. the slots and the cost. */
  footer?: ReactNode;
  layout?: keyof typeof LAYOUTS;
  /** The name's heading level: 3 inside a titled list, 2 where the list itself is the page's content. */
  headingLevel?: 2 | 3;
  /** The picture grows a little on hover, as on discovery; off where the card stays still. */
  zoom?: boolean;
  /** The first card of a list the screen opens with: its picture is likely the largest paint. */
  priority?: boolean;
  className?: string;
};

/**
 * DESIGN "Event card": one link around the picture (the default picture when there is none or it
 * fails to load) and the text, the name on two lines at most. The variants (discovery, summary,
 * created listing, admin queue) fill the slots.
 */
export function EventCardFrame({
  event,
  to = `/event/${encodeURIComponent(event._id)}`,
  badge,
  eyebrow,
  children,
  footer,
  layout = "column",
  headingLevel = 3,
  zoom = true,
  priority = false,
  className,
}: EventCardFrameProps) {
  const shape = LAYOUTS[layout];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={to}
      className={cn(
        "group",
        CARD_BOX,
        shape.link,
        "transition hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <div className={cn("relative overflow-hidden bg-stone-100", shape.media)}>
        <EventImage
          src={event.image}
          priority={priority}
          {...(shape.sizes ? { sizes: shape.sizes } : {})}
          className={cn(shape.image, zoom && "transition-transform duration-300 group-hover:scale-[1.02]")}
        />
        {badge}
      </div>
      <div className={cn("flex flex-1 flex-col", shape.body)}>
        {eyebrow}
        <Heading className="line-clamp-2 text-base font-semibold text-gray-900">{event.name}</Heading>
        {children}
        {footer}
      </div>
    </Link>
  );
}
