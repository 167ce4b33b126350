import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { EventImage } from "../../../components/event-image";
import { eventDays, formatTime } from "../../../lib/format";
import type { EventDto } from "../api";
import { slotsLeftText } from "../format";
import { hostDetailPath } from "../paths";
import { ApprovalBadge } from "./status-badge";

/** A listing the member hosts: picture with its approval badge, when, where and the slots left. */
export function CreatedCard({ event }: { event: EventDto }) {
  return (
    <Link
      to={hostDetailPath(event._id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2"
    >
      <div className="relative aspect-video overflow-hidden">
        <EventImage src={event.image} className="size-full" />
        <ApprovalBadge event={event} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base font-semibold text-gray-900">{event.name}</h3>
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <span>
            {eventDays(event)} · {formatTime(event.time)}
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <span className="truncate">{event.location}</span>
        </p>
        <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <Users aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <span>{slotsLeftText(event.availableSlots, event.totalSlots)}</span>
        </p>
      </div>
    </Link>
  );
}
