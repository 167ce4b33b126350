import { dayKey, formatDate, formatRelative, timeLabel } from "./format";
import { formatDateTime } from "./i18n/format";
import { type Language, LOCALE_TAGS } from "./i18n/languages";

// Times as the chat shows them, in the member's language (issue 40). English keeps the words the
// screens and their tests always had (lib/format.ts: "5m", "Yesterday", "7:05 PM", "05 Jan 2027");
// every other language takes Intl's own: "अभी", "5 मि", "कल", "सोम", "12 मार्च", "रात 7:05". No month
// names, weekdays or plural rules are written here.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const relative = new Map<Language, Intl.RelativeTimeFormat>();
const units = new Map<string, Intl.NumberFormat>();

function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  let made = relative.get(language);
  if (!made) {
    made = new Intl.RelativeTimeFormat(LOCALE_TAGS[language], { numeric: "auto" });
    relative.set(language, made);
  }
  return made;
}

function unitFormat(language: Language, unit: "minute" | "hour"): Intl.NumberFormat {
  const key = `${language}|${unit}`;
  let made = units.get(key);
  if (!made) {
    made = new Intl.NumberFormat(LOCALE_TAGS[language], { style: "unit", unit, unitDisplay: "narrow" });
    units.set(key, made);
  }
  return made;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const daysBetween = (now: Date, date: Date) => Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);

/**
 * A time relative to now as a chat list shows it: now, minutes and hours today, yesterday, a weekday
 * within the week, the day and month this year, else the whole date. English: lib/format.ts's words.
 */
export function relativeTimeIn(language: Language, value: string | null | undefined, now: Date = new Date()) {
  if (language === "en") return formatRelative(value, now);
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return relativeFormat(language).format(0, "second");
  if (elapsed < HOUR) return unitFormat(language, "minute").format(Math.floor(elapsed / MINUTE));
  const days = daysBetween(now, date);
  if (days <= 0) return unitFormat(language, "hour").format(Math.floor(elapsed / HOUR));
  if (days === 1) return relativeFormat(language).format(-1, "day");
  if (days < 7) return formatDateTime(language, date, { weekday: "short" });
  if (date.getFullYear() === now.getFullYear()) {
    return formatDateTime(language, date, { day: "numeric", month: "short" });
  }
  return formatDateTime(language, date, { day: "numeric", month: "short", year: "numeric" });
}

/** The clock time of an instant in the viewer's zone: "7:05 PM", in Hindi "शाम 7:05"; "" if unreadable. */
export function clockTimeIn(language: Language, iso: string): string {
  if (language === "en") return timeLabel(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDateTime(language, date, { hour: "numeric", minute: "2-digit", dayPeriod: "short" });
}

/**
 * A thread's day separator: the screen's own words for today and yesterday (its catalogue's), else
 * the date: SPEC 9's "05 Jan 2027" in English, Intl's "5 जनवरी 2027" in Hindi; "" if unreadable.
 */
export function dayLabelIn(
  language: Language,
  iso: string,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  if (!dayKey(iso)) return "";
  const date = new Date(iso);
  const days = daysBetween(now, date);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  if (language === "en") return formatDate(iso);
  return formatDateTime(language, date, { day: "numeric", month: "long", year: "numeric" });
}
