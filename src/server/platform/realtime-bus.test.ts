import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Bus, describeDropped, localBus, redisBus } from "./realtime-bus";
import { connectRedis } from "./redis";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const pingEvent = z.object({ type: z.literal("ping"), id: z.string() });
type Ping = z.infer<typeof pingEvent>;

const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

// Connections as the app makes them (platform/redis.ts), closed after the file.
async function connected() {
  const redis = connectRedis(REDIS_URL, { onDown: () => {}, onUp: () => {} });
  closers.push(() => redis.close());
  await redis.settled;
  return redis;
}

// The events of this test only (other test files may share the Redis channel).
function listen(bus: Bus<Ping>, id: string) {
  const heard: Ping[] = [];
  bus.subscribe((event) => {
    if (event.id === id) heard.push(event);
  });
  return heard;
}

describe("the realtime bus", () => {
  it("tells the lag of each event from publish to arrival, in process", async () => {
    const lags: number[] = [];
    const bus = localBus<Ping>({ onLag: (seconds) => lags.push(seconds) });
    const id = randomUUID();
    const heard = listen(bus, id);
    await bus.publish({ type: "ping", id });
    await expect.poll(() => heard).toEqual([{ type: "ping", id }]);
    expect(lags).toHaveLength(1);
    expect(lags[0]).toBeGreaterThanOrEqual(0);
    expect(lags[0]).toBeLessThan(1);
  });

  it("tells it through Redis, and still delivers a bare event from an older instance", async () => {
    const lags: number[] = [];
    const errors: unknown[] = [];
    const bus = await redisBus(await connected(), pingEvent, (error) => errors.push(error), {
      onLag: (seconds) => lags.push(seconds),
    });
    closers.push(() => bus.close());
    const id = randomUUID();
    const heard = listen(bus, id);
    await bus.publish({ type: "ping", id });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual({ type: "ping", id });
    expect(lags.length).toBeGreaterThanOrEqual(1);
    expect(Math.min(...lags)).toBeLessThan(1);
    // What a version before the envelope published: the event alone.
    const old = new Redis(REDIS_URL);
    closers.push(() => old.disconnect());
    await old.publish("meetup:realtime", JSON.stringify({ type: "ping", id }));
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[1]).toEqual({ type: "ping", id });
    expect(errors).toEqual([]);
  });

  it("drops what arrives through Redis and does not parse, and delivers what follows", async () => {
    const dropped: { event: unknown; error: z.ZodError }[] = [];
    const errors: unknown[] = [];
    const bus = await redisBus(await connected(), pingEvent, (error) => errors.push(error), {
      onDropped: (event, error) => dropped.push({ event, error }),
    });
    closers.push(() => bus.close());
    const id = randomUUID();
    const heard = listen(bus, id);
    const other = new Redis(REDIS_URL);
    closers.push(() => other.disconnect());
    // An instance of another version: an event this one does not know, and a known one whose fields
    // differ, enveloped or bare; then a valid one.
    const publishRaw = (message: unknown) => other.publish("meetup:realtime", JSON.stringify(message));
    await publishRaw({ at: Date.now(), event: { type: "pong", id } });
    await publishRaw({ type: "ping", ref: id });
    await publishRaw({ at: Date.now(), event: { type: "ping", id: 42, note: id } });
    await bus.publish({ type: "ping", id });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard).toEqual([{ type: "ping", id }]);
    // Only this test's events (other test files may share the channel).
    const mine = dropped.filter(({ event }) => JSON.stringify(event).includes(id));
    expect(mine.map(({ event, error }) => describeDropped(event, error))).toEqual([
      { eventType: "pong", issues: [expect.stringMatching(/^type: /)] },
      { eventType: "ping", issues: [expect.stringMatching(/^id: /)] },
      { eventType: "ping", issues: [expect.stringMatching(/^id: /)] },
    ]);
    // What a log line says of it names no field's value.
    expect(JSON.stringify(mine.map(({ event, error }) => describeDropped(event, error)))).not.toContain(id);
    expect(errors).toEqual([]);
  });
});
