import { dayKey, formatDate } from "../../../../lib/format";
import { THREAD_TEXTS } from "../../../../lib/texts";

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

/** Messages of one sender closer than this run together: one name and one avatar for the run. */
export const RUN_GAP_MS = 5 * 60 * 1000;
