import { todayInIndia } from "@shared/event-rules";
import { formatDateTime } from "./i18n/format";
import { type Language, LOCALE_TAGS } from "./i18n/languages";
import { COMMON_TEXTS, TEXTS } from "./texts";

// Every date, time and number format the screens show, in one place. Month names are written out
// here rather than taken from Intl because locales disagree on short names ("Sep" / "Sept").

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * SPEC 9: dates read "dd MMM yyyy" ("05 Jan 2027"). A bare date ("2027-01-05") is taken as that
 * calendar day; a timestamp is shown in the viewer's time zone. Anything unreadable gives "".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string") {
    const match = DATE_ONLY.exec(value);
    if (match) {
      const [, year, month, day] = match;
      const name = MONTHS[Number(month) - 1];
      return name ? `${day} ${name} ${year}` : "";
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "12 Jun 2026", or "12 Jun 2026 – 14 Jun 2026" for a stay over several days (SPEC 9 dd MMM yyyy). */
export function formatDateRange(fromDate?: string | null, toDate?: string | null): string {
  const from = formatDate(fromDate);
  const to = formatDate(toDate);
  if (!from) return to;
  if (!to || to === from) return from;
  return `${from} – ${to}`;
}

// Events are instants on India's calendar (the start is the day at its time, the end the last minute
// of the last day), so their days are read in India's time zone whatever the viewer's device says:
// a 07:30 IST start is that day for every viewer, wherever they are.

/** The yyyy-mm-dd day in India of a timestamp, or null when it is unreadable. */
export function indiaDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : todayInIndia(date);
}

/** The calendar day of an event instant as "dd MMM yyyy" (SPEC 9), read in India. */
export function formatEventDay(value: string | null | undefined): string {
  return formatDate(indiaDay(value));
}

/** The event's days in India: "12 Jun 2026", or "12 Jun 2026 – 14 Jun 2026" over several days. */
export function eventDays(event: { fromDate: string; toDate: string }): string {
  return formatDateRange(indiaDay(event.fromDate), indiaDay(event.toDate));
}

// Every time reads the same way everywhere (India's usual 12-hour clock): "7:30 AM", never "07:30".

/** "12 Jun 2026 · 7:30 AM" — the start day and time of a card. */
export function formatEventStart(event: { fromDate: string; time?: string | null }): string {
  return [formatEventDay(event.fromDate), event.time && formatTime(event.time)].filter(Boolean).join(" · ");
}

/** "12 Jun 2026 · 7:30 AM", or "12 Jun 2026 – 14 Jun 2026 · 7:30 AM" over several days. */
export function formatEventWhen(event: { fromDate: string; toDate: string; time?: string | null }): string {
  return [eventDays(event), event.time && formatTime(event.time)].filter(Boolean).join(" · ");
}

/**
 * A card's start day and time in the member's language: English keeps SPEC 9's "12 Jun 2026 · 7:30 AM"
 * (written out above: Intl's en-IN says "7:30 am"), Hindi reads "12 जून 2026 · सुबह 7:30" through
 * Intl's hi-IN, the part of the day as Hindi says it rather than am/pm (as the server's emails do).
 */
export function formatEventStartIn(
  language: Language,
  event: { fromDate: string; time?: string | null },
): string {
  if (language === "en") return formatEventStart(event);
  const day = indiaDay(event.fromDate);
  const clock = event.time ? /^(\d{1,2}):(\d{2})/.exec(event.time) : null;
  return [
    // The India day at midnight UTC, read in UTC: the day itself, whatever the viewer's zone.
    day && formatDateTime(language, new Date(`${day}T00:00:00Z`), DAY_IN_WORDS),
    clock &&
      formatDateTime(language, Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])), CLOCK_IN_WORDS),
  ]
    .filter(Boolean)
    .join(" · ");
}

const DAY_IN_WORDS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
};
const CLOCK_IN_WORDS: Intl.DateTimeFormatOptions = {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "UTC",
};

/**
 * `formatDateRange` in the member's language: English keeps SPEC 9's "12 Jun 2026 – 14 Jun 2026",
 * Hindi reads "12 जून 2026 – 14 जून 2026" through Intl's hi-IN. A bare date is that calendar day, a
 * timestamp the viewer's day, as in English.
 */
export function formatDateRangeIn(
  language: Language,
  fromDate?: string | null,
  toDate?: string | null,
): string {
  if (language === "en") return formatDateRange(fromDate, toDate);
  const from = dayInWords(language, fromDate);
  const to = dayInWords(language, toDate);
  if (!from) return to;
  if (!to || to === from) return from;
  return `${from} – ${to}`;
}

/** `formatDate` in the member's language: "05 Jan 2027" in English (SPEC 9), "5 जन॰ 2027" in Hindi. */
export function formatDateIn(language: Language, value: string | null | undefined): string {
  return language === "en" ? formatDate(value) : dayInWords(language, value);
}

function dayInWords(language: Language, value: string | null | undefined): string {
  if (!value) return "";
  const bare = DATE_ONLY.exec(value);
  const date = bare ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // The calendar day (the bare one, or the viewer's of a timestamp) at midnight UTC, read in UTC.
  const day = bare ? date : new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return formatDateTime(language, day, DAY_IN_WORDS);
}

/** An event's clock time: "07:30" reads "7:30 AM". */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

/** "7:05 PM" of an instant in the viewer's time zone; "" when the instant is unreadable. */
export function timeLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** "28 Nov 2026 · 9:30 PM": a deadline, in the viewer's time zone; "" when unreadable. */
export function formatMoment(iso: string): string {
  const day = formatDate(iso);
  return day && `${day} · ${timeLabel(iso)}`;
}

/** The calendar day of an instant in the viewer's time zone, as "yyyy-mm-dd" (for grouping). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * A time relative to now, the way chat lists show it: "now", "5m", "3h" today, "Yesterday", a
 * weekday within the week, "12 Mar" this year, else the SPEC's "dd MMM yyyy". The "long" style reads
 * "Just now", "5 min ago", "3 h ago" for the first three steps (the notification list).
 */
export function formatRelative(
  value: string | null | undefined,
  now: Date = new Date(),
  style: "short" | "long" = "short",
): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const elapsed = now.getTime() - date.getTime();
  const long = style === "long";
  if (elapsed < MINUTE) return long ? "Just now" : "now";
  if (elapsed < HOUR) {
    const m = Math.floor(elapsed / MINUTE);
    return long ? `${m} min ago` : `${m}m`;
  }
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) {
    const h = Math.floor(elapsed / HOUR);
    return long ? `${h} h ago` : `${h}h`;
  }
  if (days === 1) return COMMON_TEXTS.yesterday;
  if (days < 7) return WEEKDAYS[date.getDay()]!;
  if (date.getFullYear() === now.getFullYear()) {
    return `${pad(date.getDate())} ${MONTHS[date.getMonth()]}`;
  }
  return formatDate(date);
}

/**
 * `formatRelative(value, now, "long")` in the member's language: English keeps "Just now", "5 min
 * ago", "Yesterday", "Sat", "12 Jun"; Hindi reads Intl's hi-IN words ("अभी", "5 मिनट पहले", "कल",
 * "शनि", "12 जून").
 */
export function formatRelativeIn(language: Language, value: string | null | undefined, now: Date): string {
  if (language === "en") return formatRelative(value, now, "long");
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const elapsed = now.getTime() - date.getTime();
  const relative = relativeFormat(language);
  if (elapsed < MINUTE) return relative.format(0, "second");
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (days === 1) return relative.format(-1, "day");
  if (days < 7) return formatDateTime(language, date, { weekday: "short" });
  if (date.getFullYear() === now.getFullYear())
    return formatDateTime(language, date, { day: "numeric", month: "short" });
  return formatDateTime(language, date);
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  let made = relativeFormats.get(language);
  if (!made) {
    made = new Intl.RelativeTimeFormat(LOCALE_TAGS[language], { numeric: "auto" });
    relativeFormats.set(language, made);
  }
  return made;
}

/** "4.5", or "N/A" when there is no rating yet (SPEC 2 "Host Rating (or N/A)"). */
export function ratingText(rating: number | null | undefined): string {
  if (typeof rating !== "number" || !Number.isFinite(rating)) return TEXTS.notAvailable;
  return rating.toFixed(1);
}

/** Counts as the composers show them, "1,850" (en-IN grouping as in CHAT_MESSAGES.tooLong). */
export function formatCount(n: number): string {
  return n.toLocaleString("en-IN");
}

const ORDINAL_RULES = new Intl.PluralRules("en", { type: "ordinal" });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "st", two: "nd", few: "rd" };

/** An English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st. */
export function ordinal(n: number): string {
  return `${n}${ORDINAL_SUFFIX[ORDINAL_RULES.select(n)] ?? "th"}`;
}
