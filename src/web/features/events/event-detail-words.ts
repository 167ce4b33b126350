import type { EventDetail } from "@shared/contracts/events";
import { isTrip } from "@shared/discovery";
import { TRIP_AWAY_KM } from "@shared/discovery-reasons";
import { shortEventDays } from "@shared/share-card";
import { eventDays, formatMoment, formatTime, indiaDay } from "../../lib/format";
import { formatDateTime, formatNumber, type Language, type Translate } from "../../lib/i18n";

// The event page's days, times, distances and figures in the member's language. English keeps the
// SPEC's forms, written out in lib/format ("12 Jun 2026", "7:30 AM": Intl's en-IN says "7:30 am");
// Hindi reads them through Intl's hi-IN ("12 जून 2026", "शाम 7:30", the part of the day as Hindi says
// it), as the events list's cards do.

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };
const SHORT_DAY: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
};
const CLOCK: Intl.DateTimeFormatOptions = {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "UTC",
};
const MOMENT_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const MOMENT_CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", dayPeriod: "short" };

/** An India calendar day ("2026-06-12") read at midnight UTC: the day itself in any viewer's zone. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

function daysIn(language: Language, event: { fromDate: string; toDate: string }, options: object): string {
  const days = [indiaDay(event.fromDate), indiaDay(event.toDate)]
    .filter((day): day is string => day !== null)
    .map((day) => formatDateTime(language, utcDay(day), options));
  return days[0] === days[1] ? (days[0] ?? "") : days.join(" – ");
}

/** "12 Jun 2026", or "12 Jun 2026 – 14 Jun 2026" over several days (India's calendar). */
export function eventDaysIn(language: Language, event: { fromDate: string; toDate: string }): string {
  return language === "en" ? eventDays(event) : daysIn(language, event, DAY);
}

/** The days a shared link's text names: "Sat 12 Dec", "शनि, 12 दिस॰". */
export function shortEventDaysIn(language: Language, event: { fromDate: string; toDate: string }): string {
  return language === "en" ? shortEventDays(event) : daysIn(language, event, SHORT_DAY);
}

/** An event's clock time ("07:30"): "7:30 AM", "सुबह 7:30". */
export function clockIn(language: Language, time: string): string {
  const clock = /^(\d{1,2}):(\d{2})/.exec(time);
  if (language === "en" || !clock) return formatTime(time);
  return formatDateTime(language, Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])), CLOCK);
}

/** A deadline in the viewer's time zone: "28 Nov 2026 · 9:30 PM", "28 नव॰ 2026 · रात 9:30"; "" unreadable. */
export function momentIn(language: Language, iso: string): string {
  if (language === "en") return formatMoment(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${formatDateTime(language, date, MOMENT_DAY)} · ${formatDateTime(language, date, MOMENT_CLOCK)}`;
}

/** "Starts at 7:30 AM", with " · Ends 11:00 AM" when the host gave an end. */
export function startsLine(
  t: Translate<"event">,
  language: Language,
  event: Pick<EventDetail, "time" | "endTime">,
): string {
  const start = clockIn(language, event.time);
  return event.endTime
    ? t("startsAndEnds", { start, end: clockIn(language, event.endTime) })
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
