import type { MeetingPoint } from "../../../shared/contracts/events";
import { EVENT_TIME_ZONE } from "../../../shared/event-rules";
import { type Language, LOCALE_TAGS } from "../../../shared/languages";
import type { EventRow } from "../../db/event-columns";
import { appName } from "../../platform/i18n/words";

// The country as the member's language names it ("India", "भारत"), from Intl's own data.
const countries = new Map<Language, Intl.DisplayNames>();
function india(language: Language): string {
  let names = countries.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[language]], { type: "region" });
    countries.set(language, names);
  }
  return names.of("IN") ?? "India";
}

// An iCalendar file (RFC 5545) for one experience, in India's time zone. The name, description and
// place are the host's words as typed; the file's own (the country) are in the member's language.
// `meetingPoint` only for a member who may see it (canSeeMeetingPoint): then the file names the
// place and address, and GEO carries the pin, so the phone's calendar can route there; otherwise
// the file holds the area alone, as the event page shows it to everyone else.
export function eventCalendar(
  event: EventRow,
  opts: { url: string; now?: Date; language?: Language; meetingPoint?: MeetingPoint | null },
): string {
  const language = opts.language ?? "en";
  const area = [event.city, event.state, india(language)];
  const point = opts.meetingPoint ?? null;
  const where = point ? [point.place, point.address, ...area].filter(Boolean) : area;
  const pinned = point && point.lat !== null && point.lng !== null ? point : null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${appName()}//Experiences//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${EVENT_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    // Unique the world over (RFC 5545 3.8.4.7): the listing's id at the site's own host, not a name.
    `UID:${event.id}@${hostOf(opts.url)}`,
    `DTSTAMP:${utcStamp(opts.now ?? new Date())}`,
    `DTSTART;TZID=${EVENT_TIME_ZONE}:${localStamp(event.fromDate)}`,
    `DTEND;TZID=${EVENT_TIME_ZONE}:${localStamp(event.toDate)}`,
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(where.join(", "))}`,
    // GEO is two floats separated by a semicolon, unescaped (RFC 5545 3.8.1.6).
    ...(pinned ? [`GEO:${pinned.lat};${pinned.lng}`] : []),
    `URL:${opts.url}`,
    event.eventStatus === "cancelled" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

// The wall-clock time in India (UTC+05:30, no daylight saving).
function localStamp(date: Date): string {
  return utcStamp(new Date(date.getTime() + 330 * 60_000)).replace("Z", "");
}

// TEXT values (RFC 5545 3.3.11): every line break, including a lone CR and Unicode's separators, becomes
// the two characters "\n", and other control characters are dropped, so a value can never start a
// property of its own.
function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
    .replace(CONTROL_CHARACTERS, "");
}

// HTAB stays (RFC 5545 allows it in TEXT); the rest of C0 and DEL do not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

// Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1).
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 sequence.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
  }
  return parts.join("\r\n ");
}

// The site's host from the listing's address; a Host header no URL can hold (a development server
// takes it from the request) gives "localhost" rather than a failed download.
function hostOf(url: string): string {
  try {
    return new URL(url).host || "localhost";
  } catch {
    return "localhost";
  }
}
