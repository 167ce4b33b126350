import { afterAll, beforeAll } from "vitest";

// The clock every test reads (issue 42 item 1). A test process's `Date` is the injected clock:
// `setTestNow` moves it to an instant, and from there it runs on at the real pace and resolution,
// so timeouts, sockets, and rows written a millisecond apart behave as they do. PGlite reads
// JavaScript's `Date` too (its WASM asks the host for the time), so on the embedded database SQL's
// `now()` moves with it; a PostgreSQL server keeps its own clock.
//
// `TEST_NOW` (an ISO instant) starts every test file of the process at that instant: the any-hour
// check (vitest.any-hour.config.ts) runs the time-sensitive files at each of TEST_INSTANTS that way.

/** Instants at which time-sensitive code tends to break: the digest's hour, quiet hours' edges, a
 * month's last day and a year's (India time, which has no daylight saving). Five, not one for each:
 * the digest's Sunday is February's last day in a year that is not a leap year (a month's end, and
 * the shortest), and the day's last minute is a year's last day (a month's end too). Each is a
 * project of the any-hour check, which loads the server again for it: the five took 224 s of CPU
 * time on their own, so a sixth cost about 45 (2026-12-02). */
export const TEST_INSTANTS = {
  "Sunday 09:59 IST, a month's last day": "2027-02-28T09:59:00+05:30",
  "Sunday 10:01 IST, a month's last day": "2027-02-28T10:01:00+05:30",
  "21:59 IST": "2026-12-02T21:59:00+05:30",
  "22:01 IST": "2026-12-02T22:01:00+05:30",
  "a year's last day, 23:59 IST": "2026-12-31T23:59:00+05:30",
} as const;

const SystemDate = Date;
let offsetMs = 0;

// `Date` with an offset: `new Date()` and `Date.now()` read the system's time plus the offset; every
// other form (a given instant, Date.UTC, parse) is the system's own. Dates made before the shift
// are still `instanceof Date`.
function ShiftedDate(this: unknown, ...args: unknown[]) {
  if (!new.target) return new SystemDate(SystemDate.now() + offsetMs).toString();
  // biome-ignore lint/suspicious/noExplicitAny: Date's constructor overloads, passed on as given
  return args.length === 0 ? new SystemDate(SystemDate.now() + offsetMs) : new (SystemDate as any)(...args);
}
ShiftedDate.prototype = SystemDate.prototype;
// Writable, as Date's own are: fake timers (vi.useFakeTimers) install over it and back.
const own = (value: unknown) => ({ value, writable: true, configurable: true });
Object.defineProperties(ShiftedDate, {
  now: own(() => SystemDate.now() + offsetMs),
  parse: own(SystemDate.parse),
  UTC: own(SystemDate.UTC),
  [Symbol.hasInstance]: own((value: unknown) => value instanceof SystemDate),
});

/** Moves the process's clock to `instant`; it runs on from there in real time. */
export function setTestNow(instant: Date | string | number): void {
  const at = new SystemDate(instant).getTime();
  if (Number.isNaN(at)) throw new Error(`setTestNow: not an instant: ${String(instant)}`);
  offsetMs = at - SystemDate.now();
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/** Puts the process's clock back on the system's (or on TEST_NOW's instant, in the any-hour check). */
export function resetTestNow(): void {
  offsetMs = 0;
  globalThis.Date = SystemDate;
  const fromEnv = process.env.TEST_NOW;
  if (fromEnv) setTestNow(fromEnv);
}

/** The clock at `instant` for the tests of the file (or describe block) that calls it. */
export function useTestNow(instant: Date | string | number): void {
  beforeAll(() => setTestNow(instant));
  afterAll(resetTestNow);
}
