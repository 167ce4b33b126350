import { todayInIndia } from "./event-rules";

// "This weekend" as members in India mean it: the coming Saturday and Sunday by India's calendar,
// whatever the device's own time zone. On a Saturday or a Sunday it is what is left of this one
// (from today), so Sunday evening still shows Sunday's plans rather than jumping a week ahead.

export type Weekend = {
  /** yyyy-mm-dd, India's date: the Saturday, or today on a weekend. */
  from: string;
  /** yyyy-mm-dd, India's date: the Sunday. */
  to: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function weekendInIndia(now = new Date()): Weekend {
  const today = todayInIndia(now);
  // 0 is Sunday, 6 Saturday: the weekday of India's date, read on the UTC calendar where it sits.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return { from: today, to: today };
  const sunday = addDays(today, 7 - weekday);
  return { from: weekday === 6 ? today : addDays(sunday, -1), to: sunday };
}
