import { CalendarDays, MapPin, Users } from "lucide";
import { EventCardFrame } from "../../../components/event-card-frame";
import { IconLine } from "../../../components/icon-line";
import { eventWhenIn } from "../../../lib/event-times-in-words";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { EventDto } from "../api";
import { slotsLeftText } from "../format";
import { hostDetailPath } from "../paths";
import { ApprovalBadge } from "./status-badge";

/** A listing the member hosts: picture with its approval badge, when, where and the slots left. */
export function CreatedCard({ event }: { event: EventDto }) {
  const t = useMessages("listings");
  const language = useLanguage();
  return (
    <EventCardFrame
      event={event}
      to={hostDetailPath(event._id)}
      badge={<ApprovalBadge event={event} className="absolute top-3 left-3 shadow-sm" />}
      zoom={false}
    >
      <IconLine icon={CalendarDays}>{eventWhenIn(language, event)}</IconLine>
      <IconLine icon={MapPin} textClassName="truncate">
        {event.location}
      </IconLine>
      <IconLine icon={Users} tone="strong">
        {slotsLeftText(t, event.availableSlots, event.totalSlots)}
      </IconLine>
    </EventCardFrame>
  );
}
