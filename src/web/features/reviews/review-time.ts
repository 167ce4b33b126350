import { formatDate, formatRelative } from "../../lib/format";
import { formatDateTime, type Language, type Translate } from "../../lib/i18n";

// When a review was written, in the member's language. English keeps the notification list's steps
// (lib/format's formatRelative: "Just now", "5 min ago", "3 h ago", "Yesterday", "Mon", "12 Mar",
// "05 Jan 2025"); Hindi takes the same steps, its words from the catalogue and its weekdays and months
// from Intl's hi-IN.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** "3 h ago", "3 घंटे पहले"; "" when unreadable. */
export function writtenAgo(t: Translate<"reviews">, language: Language, value: string, now = new Date()) {
  if (language === "en") return formatRelative(value, now, "long");
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return t("justNow");
  if (elapsed < HOUR) return t("minutesAgo", { minutes: Math.floor(elapsed / MINUTE) });
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return t("hoursAgo", { hours: Math.floor(elapsed / HOUR) });
  if (days === 1) return t("yesterday");
  if (days < 7) return formatDateTime(language, date, { weekday: "long" });
  if (date.getFullYear() === now.getFullYear()) {
    return formatDateTime(language, date, { day: "numeric", month: "short" });
  }
  return formatDateTime(language, date);
}

/** The day a review was written, in full: "05 Jan 2026", "5 जन॰ 2026". */
export function writtenOn(language: Language, value: string): string {
  if (language === "en") return formatDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : formatDateTime(language, date);
}
