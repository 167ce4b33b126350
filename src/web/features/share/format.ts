import { formatEventDay, formatTime } from "../../lib/format";

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
