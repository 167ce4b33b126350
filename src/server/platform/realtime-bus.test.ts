import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type Bus, localBus, redisBus } from "./realtime-bus";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

type Ping = { type: "ping"; id: string };

const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

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
    const bus = await redisBus<Ping>(REDIS_URL, (error) => errors.push(error), {
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
});
