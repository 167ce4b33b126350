import type { EventDetail } from "@shared/contracts/events";
import { isTrip } from "@shared/discovery";
import { TRIP_AWAY_KM } from "@shared/discovery-reasons";
import { eventTimeIn } from "../../lib/event-times-in-words";
import { formatNumber, type Language, type Translate } from "../../lib/i18n";

// The event page's start line, distances and figures in the member's language; its days and times
// are lib/event-times-in-words' (SPEC 9's English, Intl's Hindi).

/** "Starts at 7:30 AM", with " · Ends 11:00 AM" when the host gave an end. */
export function startsLine(
  t: Translate<"event">,
  language: Language,
  event: Pick<EventDetail, "time" | "endTime">,
): string {
  const start = eventTimeIn(language, event.time);
  return event.endTime
    ? t("startsAndEnds", { start, end: eventTimeIn(language, event.endTime) })
    : t("startsAt", { start });
}

/**
 * How far the experience is from the member's city (the rules of @shared/discovery's distanceLabel):
 * "In Pune" near home, "12 km", a trip's "Trip · 120 km"; null when unknown.
 */
export function distanceWords(
  t: Translate<"event">,
  language: Language,
  event: Pick<EventDetail, "distanceKm" | "city" | "category" | "fromDate" | "toDate">,
): string | null {
  const km = event.distanceKm;
  // Distance is from the member's city: under a kilometre means it is in their city.
  if (km !== null && km < 1) return t("inCity", { city: event.city });
  if (km === null) return null;
  const distance = t("km", { km: formatNumber(language, Math.round(km)) });
  // A trip reads as one only away from the member's city (the rule of @shared/discovery-reasons).
  return isTrip(event) && km >= TRIP_AWAY_KM ? t("trip", { distance }) : distance;
}

/** "★ 4.3", or N/A in the member's language when nobody has rated yet. */
export function ratingWords(t: Translate<"event">, language: Language, rating: number | null | undefined) {
  return typeof rating === "number"
    ? `★ ${formatNumber(language, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`
    : t("notAvailable");
}

/** "85%" through Intl. */
export function percentIn(language: Language, percent: number): string {
  return formatNumber(language, percent / 100, { style: "percent" });
}
