import { eventDays, formatDate, formatTime, indiaDay, timeLabel } from "../../lib/format";
import { formatDateTime, type Language } from "../../lib/i18n";

// Days and clock times on the admin screens in the admin's language: English keeps SPEC 9's
// "12 Jun 2026" and "5:30 AM" (written out in lib/format), Hindi reads Intl's hi-IN ("12 जून 2026",
// "सुबह 5:30"), so no month name or am/pm is written here by hand.

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };
const CLOCK: Intl.DateTimeFormatOptions = {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "UTC",
};

/** A yyyy-mm-dd day: "12 Jun 2026" / "12 जून 2026"; "" when there is none. */
export function dayIn(language: Language, day: string | null | undefined): string {
  if (language === "en" || !day) return formatDate(day);
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : formatDateTime(language, date, DAY);
}

/** An event's days in India, "12 Jun 2026 – 13 Jun 2026" over several days. */
export function eventDaysIn(language: Language, event: { fromDate: string; toDate: string }): string {
  if (language === "en") return eventDays(event);
  const from = dayIn(language, indiaDay(event.fromDate));
  const to = dayIn(language, indiaDay(event.toDate));
  if (!from) return to;
  return !to || to === from ? from : `${from} – ${to}`;
}

/** An event's clock time "05:30": "5:30 AM" / "सुबह 5:30". */
export function timeIn(language: Language, time: string): string {
  if (language === "en") return formatTime(time);
  const clock = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!clock) return time;
  return formatDateTime(language, Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])), CLOCK);
}

const MOMENT_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const MOMENT_CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", dayPeriod: "short" };

/** An instant's day and clock time in the viewer's zone: ["12 Jun 2026", "7:05 PM"] / ["12 जून 2026", "शाम 7:05"]. */
export function momentIn(language: Language, iso: string): [day: string, time: string] {
  if (language === "en") return [formatDate(iso), timeLabel(iso)];
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return ["", ""];
  return [formatDateTime(language, date, MOMENT_DAY), formatDateTime(language, date, MOMENT_CLOCK)];
}
