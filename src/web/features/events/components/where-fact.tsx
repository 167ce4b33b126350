import type { EventDetail } from "@shared/contracts/events";
import { MapPin } from "lucide";
import { Fact } from "../../../components/fact";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { distanceWords } from "../event-detail-words";

/** A map link for a pin, or for the place and address when there is none (any maps app opens it). */
function mapsUrl(point: NonNullable<EventDetail["meetingPoint"]>, area: string): string {
  const query =
    point.lat !== null && point.lng !== null
      ? `${point.lat},${point.lng}`
      : `${point.place}, ${point.address}, ${area}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The event page's "Location" (issue 27 item 1): the area and how far it is for everyone; where
 * exactly the group meets for the host, accepted members and admins, and a note for the others.
 */
export function WhereFact({ event }: { event: EventDetail }) {
  const t = useMessages("event");
  const distance = distanceWords(t, useLanguage(), event);
  const point = event.meetingPoint;
  return (
    <Fact icon={MapPin} label={t("where")}>
      <span className="block">{event.location}</span>
      {distance && <span className="block text-sm text-gray-600">{distance}</span>}
      {point && (
        <span className="mt-2 block rounded-xl bg-brand-50 p-3 text-sm">
          <span className="block font-semibold text-gray-900">
            {t("meetingPoint", { place: point.place })}
          </span>
          {point.address && <span className="block text-gray-700">{point.address}</span>}
          <a
            href={mapsUrl(point, event.location)}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-ring mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("openInMaps")}
          </a>
        </span>
      )}
      {event.meetingPointHidden && (
        <span className="mt-1 block text-sm text-gray-600">{t("meetingPointHidden")}</span>
      )}
    </Fact>
  );
}
