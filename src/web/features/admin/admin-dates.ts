import { formatDate, timeLabel } from "../../lib/format";
import { formatDateTime, type Language } from "../../lib/i18n";

// An instant's day and clock time apart on the admin screens, in the admin's language: English keeps
// SPEC 9's words (lib/format), Hindi reads Intl's hi-IN. An event's days and times are
// lib/event-times-in-words'.

const MOMENT_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const MOMENT_CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", dayPeriod: "short" };

/** An instant's day and clock time in the viewer's zone: ["12 Jun 2026", "7:05 PM"] / ["12 जून 2026", "शाम 7:05"]. */
export function momentIn(language: Language, iso: string): [day: string, time: string] {
  if (language === "en") return [formatDate(iso), timeLabel(iso)];
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return ["", ""];
  return [formatDateTime(language, date, MOMENT_DAY), formatDateTime(language, date, MOMENT_CLOCK)];
}
