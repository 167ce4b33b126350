import { MESSAGES } from "../../../shared/texts";
import type { Readiness } from "./service";

export const presentHealth = (database: string) => ({ status: "ok" as const, database });

// Ready, or degraded while a configured Redis is away: the instance serves all the same (ADR 0048).
export const presentReadiness = (database: string, readiness: Readiness) => ({
  status: readiness.redis === false ? ("degraded" as const) : ("ready" as const),
  database,
  redis: readiness.redis === null ? ("off" as const) : readiness.redis ? ("ok" as const) : ("down" as const),
  migrations: "applied" as const,
});

/** What keeps the instance out of service, in the 503's message; empty when it is ready. */
export function readinessFailures(readiness: Readiness): string[] {
  const failures: string[] = [];
  if (!readiness.database) failures.push(MESSAGES.readinessDatabase);
  else if (!readiness.migrations) failures.push(MESSAGES.readinessMigrations);
  return failures;
}
