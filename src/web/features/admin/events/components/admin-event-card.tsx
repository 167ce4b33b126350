import { CalendarDays, MapPin, UserRound } from "lucide";
import { EventCardFrame } from "../../../../components/event-card-frame";
import { IconLine } from "../../../../components/icon-line";
import { dayIn } from "../../../../lib/event-times-in-words";
import { indiaDay } from "../../../../lib/format";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import type { AdminEvent } from "../api";
import { StatusBadge } from "./status-badge";

/**
 * A listing in the approval queue: its picture with the status badge, name, host, dates and place.
 * A row with a square thumbnail on phones (many fit on a screen), a 16:9 card from 640 px.
 */
export function AdminEventCard({ event }: { event: AdminEvent }) {
  const t = useMessages("admin");
  return (
    <EventCardFrame
      event={event}
      to={`/admin/event/${encodeURIComponent(event._id)}`}
      badge={<StatusBadge listing={event} className="absolute top-2 left-2 shadow-sm" />}
      layout="row"
      headingLevel={2}
    >
      <IconLine icon={UserRound} iconTone="deep" textClassName="truncate">
        <span className="sr-only">{t("hostedBy")} </span>
        {event.createdBy.name}
      </IconLine>
      <IconLine icon={CalendarDays} align="top" iconTone="deep" textClassName="min-w-0">
        <EventDates event={event} />
      </IconLine>
      <IconLine icon={MapPin} iconTone="deep" textClassName="truncate">
        {event.location}
      </IconLine>
    </EventCardFrame>
  );
}

/** The dates, breaking only before the dash when a narrow card cannot hold the whole range. */
function EventDates({ event }: { event: AdminEvent }) {
  const language = useLanguage();
  const from = dayIn(language, indiaDay(event.fromDate));
  const to = dayIn(language, indiaDay(event.toDate));
  return (
    <>
      <span className="whitespace-nowrap">{from}</span>
      {to && to !== from && (
        <>
          {" "}
          <span className="whitespace-nowrap">– {to}</span>
        </>
      )}
    </>
  );
}
