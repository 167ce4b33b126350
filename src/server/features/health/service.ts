import { type Database, migrationsApplied } from "../../db/client";
import type { RedisConnections } from "../../platform/redis";

// Readiness (ADR 0019): may this instance take traffic? Liveness (/api/health) only says the process
// answers; a load balancer or orchestrator sends requests here only when the database answers and
// has every migration this build expects. Redis is reported, not required (ADR 0048): without it an
// instance serves from its own view, which beats every instance leaving the balancer at once.

export type Readiness = {
  database: boolean;
  // null: no REDIS_URL, nothing to check; false: configured and away (the instance is degraded).
  redis: boolean | null;
  migrations: boolean;
};

// A check that hangs (a blackholed database address) must not hang the probe: it fails after this.
export const READINESS_TIMEOUT_MS = 2000;

export async function checkReadiness(deps: {
  database: Database;
  redis: RedisConnections | undefined;
  timeoutMs?: number;
}): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const database = async () => {
    if (!(await passes(deps.database.ping(), timeoutMs))) return { database: false, migrations: false };
    return { database: true, migrations: await passes(migrationsApplied(deps.database.db), timeoutMs) };
  };
  const redis = async () => {
    if (!deps.redis) return null;
    // Not connected now (ioredis is reconnecting): nothing to ask.
    if (!deps.redis.isUp()) return false;
    return passes(deps.redis.commands.ping(), timeoutMs);
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
