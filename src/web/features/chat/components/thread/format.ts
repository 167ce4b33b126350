import { formatDate } from "../../../../lib/format";
import { THREAD_TEXTS } from "../../texts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day of an instant in the viewer's time zone, as "yyyy-mm-dd" (for grouping). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day separator: "Today", "Yesterday", else "dd MMM yyyy" (SPEC 9). */
export function dayLabel(iso: string, now = new Date()): string {
  const key = dayKey(iso);
  if (!key) return "";
  if (key === dayKey(now.toISOString())) return THREAD_TEXTS.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return THREAD_TEXTS.yesterday;
  return formatDate(iso);
}

/** "7:05 PM" in the viewer's time zone; "" when the instant is unreadable. */
export function timeLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** Messages of one sender closer than this run together: one name and one avatar for the run. */
export const RUN_GAP_MS = 5 * 60 * 1000;

/** The numbers of the composer, "1,850" (en-IN grouping as in CHAT_MESSAGES.tooLong). */
export function count(n: number): string {
  return n.toLocaleString("en-IN");
}
