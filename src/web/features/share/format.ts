import { formatEventDay, formatTime } from "../../lib/format";
import { formatDateTime, type Language } from "../../lib/i18n";

// Times of a check-in or a link's end, read in India like every event time (SPEC 9).
const INDIA_OFFSET_MS = 330 * 60_000;

/** "7:30 PM" in India. */
export function indiaClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatTime(new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(11, 16));
}

/** "14 Jun 2026, 7:30 PM" in India. */
export function indiaDateTime(iso: string): string {
  return `${formatEventDay(iso)}, ${indiaClock(iso)}`;
}

const INDIA_DAY: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
};
const INDIA_CLOCK: Intl.DateTimeFormatOptions = {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "Asia/Kolkata",
};

/** "7:30 PM" in India, "शाम 7:30" in Hindi (Intl's hi-IN says the part of the day as Hindi does). */
export function indiaClockIn(language: Language, iso: string): string {
  if (language === "en") return indiaClock(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatDateTime(language, date, INDIA_CLOCK);
}

/** "14 Jun 2026, 7:30 PM" in India, "14 जून 2026, शाम 7:30" in Hindi. */
export function indiaDateTimeIn(language: Language, iso: string): string {
  if (language === "en") return indiaDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${formatDateTime(language, date, INDIA_DAY)}, ${formatDateTime(language, date, INDIA_CLOCK)}`;
}
