import { todayInIndia } from "@shared/event-rules";
import { formatDateRange } from "../../../components/event-summary-card";

// Events are instants on India's calendar (the start is the day at its time, the end the last minute
// of the last day), so their days are read in India's time zone whatever the admin's device says.

/** The yyyy-mm-dd day in India of a timestamp, or null when it is unreadable. */
export function indiaDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : todayInIndia(date);
}

/** "12 Jun 2026", or "12 Jun 2026 – 14 Jun 2026" (SPEC 9 dd MMM yyyy). */
export function eventDates(event: { fromDate: string; toDate: string }): string {
  return formatDateRange(indiaDay(event.fromDate), indiaDay(event.toDate));
}
