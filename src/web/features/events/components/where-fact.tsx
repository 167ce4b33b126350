import type { EventDetail } from "@shared/contracts/events";
import { mapLinks } from "@shared/map-point";
import { MapPin } from "lucide";
import { Fact } from "../../../components/fact";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { distanceWords } from "../event-detail-words";

type MeetingPoint = NonNullable<EventDetail["meetingPoint"]>;

/**
 * Where "Open in Maps" goes: for a pin, a Google Maps search by its coordinates (the app or the
 * website, on Android and iPhone alike) and, on Android, a geo: URI that offers every map app the
 * phone has, labelled with the place; without a pin, a search by the place and address.
 */
function mapsLinks(point: MeetingPoint, area: string): { web: string; geo: string | null } {
  if (point.lat !== null && point.lng !== null) {
    const links = mapLinks({ lat: point.lat, lng: point.lng }, point.place);
    return { web: links.web, geo: isAndroid() ? links.geo : null };
  }
  const query = `${point.place}, ${point.address}, ${area}`;
  return { web: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`, geo: null };
}

// An iPhone or a desktop browser has nothing to open a geo: URI with, so only Android is offered one.
const isAndroid = () => typeof navigator !== "undefined" && /Android/i.test(navigator.userAgent);

const LINK =
  "focus-ring inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

/**
 * The event page's "Location" (issue 27 item 1): the area and how far it is for everyone; where
 * exactly the group meets for the host, accepted members and admins, and a note for the others.
 */
export function WhereFact({ event }: { event: EventDetail }) {
  const t = useMessages("event");
  const distance = distanceWords(t, useLanguage(), event);
  const point = event.meetingPoint;
  const links = point && mapsLinks(point, event.location);
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
          <span className="mt-1 flex flex-wrap gap-x-4">
            <a href={links?.web} target="_blank" rel="noopener noreferrer" className={LINK}>
              {t("openInMaps")}
            </a>
            {links?.geo && (
              <a href={links.geo} className={LINK}>
                {t("openInMapApp")}
              </a>
            )}
          </span>
        </span>
      )}
      {event.meetingPointHidden && (
        <span className="mt-1 block text-sm text-gray-600">{t("meetingPointHidden")}</span>
      )}
    </Fact>
  );
}
