import type { Redis } from "ioredis";
import { type Database, migrationsApplied } from "../../db/client";

// Readiness (ADR 0019): may this instance take traffic? Liveness (/api/health) only says the process
// answers; a load balancer or orchestrator sends requests here only when the database answers, Redis
// answers (when configured) and the database has every migration this build expects.

export type Readiness = {
  database: boolean;
  // null: no REDIS_URL, nothing to check.
  redis: boolean | null;
  migrations: boolean;
};

// A check that hangs (a blackholed database address) must not hang the probe: it fails after this.
export const READINESS_TIMEOUT_MS = 2000;

export async function checkReadiness(deps: {
  database: Database;
  redis: Redis | undefined;
  timeoutMs?: number;
}): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const database = async () => {
    if (!(await passes(deps.database.ping(), timeoutMs))) return { database: false, migrations: false };
    return { database: true, migrations: await passes(migrationsApplied(deps.database.db), timeoutMs) };
  };
  const redis = async () => {
    if (!deps.redis) return null;
    // Not connected now (ioredis is reconnecting): a PING would wait in its offline queue.
    if (deps.redis.status !== "ready") return false;
    return passes(deps.redis.ping(), timeoutMs);
  };
  const [db, cache] = await Promise.all([database(), redis()]);
  return { ...db, redis: cache };
}

/** True when `work` succeeds (and answers anything but false) within `ms`. */
async function passes(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then((answer) => answer !== false), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
