import { shortEventDays } from "@shared/share-card";
import { eventDays, formatDate, formatMoment, formatTime, indiaDay } from "./format";
import { formatDateTime } from "./i18n/format";
import type { Language } from "./i18n/languages";

// An event's days and times in the reader's language, for every screen that shows one (the event
// page, the listings, a shared link's card, the admins' queue). English keeps SPEC 9's words, written
// out in lib/format ("12 Jun 2026", "Sat 12 Dec", "7:30 AM": Intl's en-IN would say "7:30 am");
// other languages read Intl's ("12 जून 2026", "शनि, 12 दिस॰", "सुबह 7:30", the part of the day as
// Hindi says it), so no month name or am/pm is written here by hand.

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", dayPeriod: "short" };

/** A yyyy-mm-dd India day read at midnight UTC, in UTC: the day itself, whatever the viewer's zone. */
const onDay = (language: Language, day: string, options: Intl.DateTimeFormatOptions) =>
  formatDateTime(language, new Date(`${day.slice(0, 10)}T00:00:00Z`), { ...options, timeZone: "UTC" });

function daysIn(
  language: Language,
  event: { fromDate: string; toDate: string },
  options: Intl.DateTimeFormatOptions,
): string {
  const [from, to] = [indiaDay(event.fromDate), indiaDay(event.toDate)].map((day) =>
    day ? onDay(language, day, options) : "",
  );
  if (!from) return to ?? "";
  return !to || to === from ? from : `${from} – ${to}`;
}

/** A yyyy-mm-dd day: "12 Jun 2026", "12 जून 2026"; "" when there is none. */
export function dayIn(language: Language, day: string | null | undefined): string {
  if (language === "en" || !day) return formatDate(day);
  return Number.isNaN(new Date(`${day.slice(0, 10)}T00:00:00Z`).getTime()) ? "" : onDay(language, day, DAY);
}

/** An event's days on India's calendar: "12 Jun 2026", "12 Jun 2026 – 14 Jun 2026" over several. */
export function eventDaysIn(language: Language, event: { fromDate: string; toDate: string }): string {
  return language === "en" ? eventDays(event) : daysIn(language, event, DAY);
}

/** The days a shared link's card and text name: "Sat 12 Dec", "शनि, 12 दिस॰". */
export function shortEventDaysIn(language: Language, event: { fromDate: string; toDate: string }): string {
  return language === "en" ? shortEventDays(event) : daysIn(language, event, SHORT_DAY);
}

/** An event's clock time ("07:30"): "7:30 AM", "सुबह 7:30"; as written when unreadable. */
export function eventTimeIn(language: Language, time: string): string {
  const clock = /^(\d{1,2}):(\d{2})/.exec(time);
  if (language === "en" || !clock) return formatTime(time);
  return formatDateTime(language, Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])), {
    ...CLOCK,
    timeZone: "UTC",
  });
}

/** The event's days and its start: "12 Jun 2026 · 7:30 AM". */
export function eventWhenIn(language: Language, event: { fromDate: string; toDate: string; time: string }) {
  return `${eventDaysIn(language, event)} · ${eventTimeIn(language, event.time)}`;
}

/** A deadline in the viewer's time zone: "28 Nov 2026 · 9:30 PM", "28 नव॰ 2026 · रात 9:30"; "" unreadable. */
export function deadlineIn(language: Language, iso: string): string {
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
