import { eventDays, formatDate, formatMoment, formatTime, indiaDay } from "../../lib/format";
import { formatDateTime, type Language } from "../../lib/i18n";

// The listings' days and times in the member's language. English keeps SPEC 9's words, written out
// by lib/format ("12 Jun 2026 – 14 Jun 2026 · 7:30 AM"); Hindi reads Intl's hi-IN ("12 जून 2026 ·
// सुबह 7:30"): month names and the part of the day come from the browser's own data, not from here.

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", dayPeriod: "short" };

/** A yyyy-mm-dd India day, read as that day whatever the viewer's zone (midnight UTC, read in UTC). */
const dayIn = (language: Language, day: string) =>
  formatDateTime(language, new Date(`${day}T00:00:00Z`), { ...DAY, timeZone: "UTC" });

/** The event's days in India: one day, or the first and the last joined by a dash. */
export function eventDaysIn(language: Language, event: { fromDate: string; toDate: string }): string {
  if (language === "en") return eventDays(event);
  const from = indiaDay(event.fromDate);
  const to = indiaDay(event.toDate);
  if (!from) return to ? dayIn(language, to) : "";
  if (!to || to === from) return dayIn(language, from);
  return `${dayIn(language, from)} – ${dayIn(language, to)}`;
}

/** An event's clock time ("07:30"): "7:30 AM", or "सुबह 7:30". */
export function timeIn(language: Language, time: string): string {
  if (language === "en") return formatTime(time);
  const clock = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!clock) return time;
  return formatDateTime(language, Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])), {
    ...CLOCK,
    timeZone: "UTC",
  });
}

/** The event's days and its start: "12 Jun 2026 · 7:30 AM". */
export function eventWhenIn(language: Language, event: { fromDate: string; toDate: string; time: string }) {
  return `${eventDaysIn(language, event)} · ${timeIn(language, event.time)}`;
}

/** A deadline in the viewer's time zone: "28 Nov 2026 · 9:30 PM"; "" when unreadable. */
export function momentIn(language: Language, iso: string): string {
  if (language === "en") return formatMoment(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${formatDateTime(language, date, DAY)} · ${formatDateTime(language, date, CLOCK)}`;
}

/** A day in the viewer's time zone: "05 Jan 2027"; "" when unreadable. */
export function dateIn(language: Language, iso: string): string {
  if (language === "en") return formatDate(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatDateTime(language, date, DAY);
}
