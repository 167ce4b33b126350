import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { redisServerInstalled, startRedisServer } from "../test/redis-server";
import { redisPresence } from "./presence";
import { connectRedis } from "./redis";

// Two instances' presence on one real Redis: what one holds, the other sees; a member's last
// socket closing, or an instance that stops renewing, ends it.
const quiet = { onDown: () => {}, onUp: () => {} };
const connections = connectRedis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", quiet);
const redis = connections.commands;
beforeAll(() => connections.settled);
afterAll(() => connections.close());
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

it("tells every instance who has a socket open anywhere, until it closes", async () => {
  const a = redisPresence(redis, { onError });
  const b = redisPresence(redis, { onError });
  const member = randomUUID();
  expect(await b.isOnline(member)).toBe(false);
  a.online(member);
  await expect.poll(() => b.isOnline(member)).toBe(true);
  b.online(member);
  a.offline(member);
  // Still open on b.
  await expect.poll(() => a.isOnline(member)).toBe(true);
  b.offline(member);
  await expect.poll(() => a.isOnline(member)).toBe(false);
  await a.close();
  await b.close();
  expect(errors).toEqual([]);
});

it("forgets an instance that stops renewing once its claims lapse; a live one renews its claims", async () => {
  const dead = redisPresence(redis, { onError, ttlMs: 300, heartbeatMs: 60_000 });
  const alive = redisPresence(redis, { onError, ttlMs: 60_000, heartbeatMs: 50 });
  const other = redisPresence(redis, { onError });
  const gone = randomUUID();
  const staying = randomUUID();
  dead.online(gone);
  alive.online(staying);
  await expect.poll(() => other.isOnline(gone)).toBe(true);
  // `dead` never renews (its heartbeat is far off): its claim lapses by its score.
  await expect.poll(() => other.isOnline(gone), { timeout: 10_000 }).toBe(false);
  // `alive` pushes its claim's lapse forward on each heartbeat.
  const lapse = async () => Number((await redis.zrange(`meetup:presence:${staying}`, 0, 0, "WITHSCORES"))[1]);
  const first = await lapse();
  await expect.poll(lapse).toBeGreaterThan(first);
  expect(await other.isOnline(staying)).toBe(true);
  await Promise.all([dead.close(), alive.close(), other.close()]);
  const fresh = redisPresence(redis, { onError });
  expect(await fresh.isOnline(staying)).toBe(false);
  await fresh.close();
  expect(errors).toEqual([]);
});

it.skipIf(!redisServerInstalled)(
  "answers from this instance while Redis is away, and claims again once it is back",
  async () => {
    let own = await startRedisServer();
    const away = connectRedis(own.url, quiet);
    await away.settled;
    const here = redisPresence(away.commands, { onError, heartbeatMs: 50 });
    const elsewhere = redisPresence(away.commands, { onError });
    const member = randomUUID();
    try {
      await own.stop();
      await expect.poll(() => away.isUp()).toBe(false);
      here.online(member);
      // This instance knows its own sockets; the others' are unknown, so "not online" (a push goes).
      expect(await here.isOnline(member)).toBe(true);
      expect(await elsewhere.isOnline(member)).toBe(false);
      own = await startRedisServer(own.port);
      await expect.poll(() => away.isUp(), { timeout: 20_000 }).toBe(true);
      // The heartbeat claims the member again on the Redis that came back.
      await expect.poll(() => elsewhere.isOnline(member)).toBe(true);
      // Nothing was said per command: the outage is the connections' to tell, once.
      expect(errors).toEqual([]);
    } finally {
      await here.close();
      await elsewhere.close();
      away.close();
      await own.stop();
    }
  },
);
