// The job worker's clock. Production reads the system's; a server started with TEST_CLOCK=1 (never
// in production) reads it with an offset an admin may set, so a browser journey can let quiet hours
// end, or a reminder fall due, without waiting for the real hour (features/test-clock).

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type ShiftableClock = Clock & {
  /** Moves the clock to the real time plus `offsetMs` (0 puts it back). */
  setOffset(offsetMs: number): void;
  offsetMs(): number;
};

export function shiftableClock(): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setOffset: (offsetMs) => {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}
