import { z } from "zod";
import type { Db } from "../../db/client";
import { type BoundJob, defineJob } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import { DAY_MS } from "./policy";
import { purgeDecidedSelfies } from "./service";

// Once a day (ADR 0044): selfies decided over 30 days ago are erased (the row stays: the pose, the
// outcome and the reason are the member's history, in their copy of their data). Keyed by the day,
// so every instance may queue it at start and it runs once; each run queues the next day's.
export const photoCheckPurge = defineJob({ kind: "photo-check.purge", payload: z.object({}) });

export function photoCheckPurgeJob(now: Date, runAt?: Date) {
  const day = (runAt ?? now).toISOString().slice(0, 10);
  return photoCheckPurge.input({}, { dedupKey: `${photoCheckPurge.kind}:${day}`, runAt: runAt ?? now });
}

export function photoCheckJobHandlers(deps: { db: Db; now?: () => Date }): BoundJob[] {
  const now = deps.now ?? (() => new Date());
  return [
    photoCheckPurge.handle(async () => {
      const at = now();
      await purgeDecidedSelfies({ db: deps.db, now: at });
      await enqueue(deps.db, photoCheckPurgeJob(at, new Date(at.getTime() + DAY_MS)));
    }),
  ];
}
