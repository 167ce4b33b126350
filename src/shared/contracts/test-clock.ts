import { z } from "zod";
import { okEnvelope } from "./envelope";

// The shiftable job clock of a test server (TEST_CLOCK=1): how far ahead of real time it runs.
export const TEST_CLOCK_MAX_OFFSET_MS = 30 * 24 * 60 * 60_000;

export const testClockBody = z.object({
  offsetMs: z
    .number({ error: "Give the offset in milliseconds." })
    .int()
    .min(0, { error: "The clock only runs ahead of real time." })
    .max(TEST_CLOCK_MAX_OFFSET_MS, { error: "At most 30 days ahead." }),
});

export const testClockResponse = okEnvelope(z.object({ offsetMs: z.number(), now: z.string() }));

// A journey that needs an experience that has ended (marking who came, ADR 0023) moves one into the
// past on a test server: it ended `daysAgo` days ago (at most 30).
export const endEventBody = z.object({
  daysAgo: z
    .number({ error: "Give the days since the end." })
    .min(0, { error: "The end must be in the past." })
    .max(30, { error: "At most 30 days ago." }),
});
