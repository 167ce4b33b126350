import { todayInIndia } from "../../../shared/event-rules";
import { type Language, LOCALE_TAGS } from "../../../shared/languages";
import { shortEventDays } from "../../../shared/share-card";

// Dates and lists in a member's language for the server's messages, through Intl (en-IN, hi-IN).
// India has no daylight saving: its clock is UTC + 5:30 all year, and every start reads in it.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const hindiDate = new Intl.DateTimeFormat(LOCALE_TAGS.hi, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
// "सुबह 7:30", "शाम 6:00": the part of the day as Hindi says it, not am/pm.
const hindiTime = new Intl.DateTimeFormat(LOCALE_TAGS.hi, {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * An event's start as the member reads it: "05 Jun 2026 · 7:30 AM" in English, as the screens write
 * it (SPEC 9; written out because Intl's en-IN says "7:30 am"), and "5 जून 2026 · सुबह 7:30" in
 * Hindi.
 */
export function startLabel(language: Language, start: Date): string {
  if (language === "hi") return `${hindiDate.format(start)} · ${hindiTime.format(start)}`;
  const [year, month, day] = todayInIndia(start).split("-");
  const local = new Date(start.getTime() + 330 * 60_000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
  return `${day} ${MONTHS[Number(month) - 1]} ${year} · ${clock}`;
}

const lists = new Map<Language, Intl.ListFormat>();

/** "A, B and C" / "A, B और C": names joined as the language joins them. */
export function listOf(language: Language, items: readonly string[]): string {
  let format = lists.get(language);
  if (!format) {
    format = new Intl.ListFormat(LOCALE_TAGS[language], { type: "conjunction" });
    lists.set(language, format);
  }
  return format.format(items);
}

const hindiShortDay = new Intl.DateTimeFormat(LOCALE_TAGS.hi, {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * An experience's days as a shared link's card says them: "Sat 12 Dec" or "Sat 12 Dec – Mon 14 Dec"
 * in English (the web's invitation says the same, `shortEventDays`), "शनि 12 दिस॰" in Hindi.
 */
export function cardDays(language: Language, event: { fromDate: Date; toDate: Date }): string {
  if (language === "en") return shortEventDays(event);
  const day = (at: Date) =>
    hindiShortDay
      .formatToParts(at)
      .filter((p) => p.type !== "literal")
      .map((p) => p.value)
      .join(" ");
  const from = day(event.fromDate);
  const to = day(event.toDate);
  return from === to ? from : `${from} – ${to}`;
}
