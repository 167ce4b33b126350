import { z } from "zod";
import { todayInIndia } from "../../../shared/event-rules";
import { defineJob } from "../../platform/jobs/define-job";
import type { JobInput } from "../../platform/jobs/queue";

// When the weekly "New near you" digest runs (issue 27 item 7): Sundays at 10:00 India time, when
// a member plans the week and no quiet hours hold it. One job per week, keyed by the week, so every
// instance may queue it at start and it runs once; each run queues the next week's.

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
export const WEEK_MS = 7 * DAY_MS;
const SUNDAY = 0;
const RUN_HOUR = 10;

export const newNearYouDigest = defineJob({
  kind: "digest.new-near-you",
  payload: z.object({
    // The week's run as scheduled: the week is named by its India date, and its listings are those
    // made in the week before it, however late the worker gets to it.
    runAt: z.iso.datetime(),
    // The members go in batches, in id order, each batch a job: the last member the batch before
    // looked at, null for the week's first.
    after: z.uuid().nullable(),
  }),
});

/** The next Sunday 10:00 India time strictly after `after` (India has no daylight saving). */
export function nextDigestRun(after: Date): Date {
  const local = after.getTime() + INDIA_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const daysToSunday = (7 + SUNDAY - new Date(dayStart).getUTCDay()) % 7;
  let run = dayStart + daysToSunday * DAY_MS + RUN_HOUR * 60 * 60_000;
  if (run <= local) run += WEEK_MS;
  return new Date(run - INDIA_OFFSET_MS);
}

/** The week a run belongs to, as its India date: "2026-07-12". */
export const digestWeek = (runAt: Date) => todayInIndia(runAt);

const weekKey = (runAt: Date) => `${newNearYouDigest.kind}:${digestWeek(runAt)}`;

/** The week's run at `runAt`, its first batch: keyed by the week, so queued twice it runs once. */
export function newNearYouJob(runAt: Date): JobInput {
  return newNearYouDigest.input(
    { runAt: runAt.toISOString(), after: null },
    { dedupKey: weekKey(runAt), runAt },
  );
}

/** The week's next batch, the members after `after`: due `due` (the run's clock, so at once). */
export function newNearYouBatchJob(runAt: Date, after: string, due: Date): JobInput {
  return newNearYouDigest.input(
    { runAt: runAt.toISOString(), after },
    { dedupKey: `${weekKey(runAt)}:after:${after}`, runAt: due },
  );
}
