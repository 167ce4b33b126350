import { parseContent } from "@shared/chat-content";
import type { LastMessage } from "@shared/contracts/chat";
import { TEXTS } from "@shared/messages";
import { formatDate } from "../../../../lib/format";
import { CHAT_LIST_TEXTS as T } from "../../list-texts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

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
  if (days === 1) return "Yesterday";
  if (days < 7) return WEEKDAYS[date.getDay()]!;
  if (date.getFullYear() === now.getFullYear()) {
    return `${String(date.getDate()).padStart(2, "0")} ${MONTHS[date.getMonth()]}`;
  }
  return formatDate(date);
}

/** The text of a message as one line: plain text, or a word for the structured kinds. */
export function messageSummary(content: string): string {
  const parsed = parseContent(content);
  switch (parsed.kind) {
    case "text":
      return parsed.text.replace(/\s+/g, " ").trim();
    case "rsvp":
      return T.rsvpPoll(parsed.question);
    case "review":
      return T.reviewRequest;
    default:
      return TEXTS.unsupportedMessage;
  }
}

/**
 * The preview line of a thread: "You: …" for one's own message; in groups others' messages carry
 * the sender's first name ("Diya: …").
 */
export function previewLine(last: LastMessage | null | undefined, kind: "person" | "group"): string {
  if (!last) return kind === "group" ? T.groupNoMessages : T.noMessagesYet;
  const text = messageSummary(last.content);
  if (last.fromMe) return `${T.you}: ${text}`;
  if (kind === "group" && last.senderName) return `${last.senderName.split(/\s+/)[0]}: ${text}`;
  return text;
}

/** Case-insensitive name match; blank queries match everything. */
export function matchesName(name: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return q === "" || name.toLocaleLowerCase().includes(q);
}

/** Newest activity first; threads without messages keep their order after those with messages. */
export function byLastActivity<T extends { lastMessage?: LastMessage | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, at: item.lastMessage?.createdAt ?? "" }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? 1 : -1))
    .map(({ item }) => item);
}
