import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { buildTestApp, type TestApp } from "./app";
import { openTestDatabase } from "./database";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

type Instances = { database: Database; one: TestApp; two: TestApp };

/**
 * Two instances of the app on one database and one Redis, as a deployment runs them, for a describe
 * block: built before its tests, closed after them. For what must reach every instance (a deleted
 * member's pictures forgotten, a revoked session refused).
 */
export function twoInstancesForSuite(): Instances {
  let built: Instances | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const one = await buildTestApp({ redisUrl: TEST_REDIS_URL }, { database });
    const two = await buildTestApp({ redisUrl: TEST_REDIS_URL }, { database });
    built = { database, one, two };
  });
  afterAll(async () => {
    await built?.one.close();
    await built?.two.close();
    await built?.database.close();
  });
  const current = () => {
    if (!built) throw new Error("twoInstancesForSuite: the instances exist once beforeAll has run");
    return built;
  };
  return {
    get database() {
      return current().database;
    },
    get one() {
      return current().one;
    },
    get two() {
      return current().two;
    },
  };
}
