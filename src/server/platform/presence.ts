import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { isConnected } from "./redis";

// Who has the app open (an authenticated socket) on any instance. A direct message to a member
// with no open socket anywhere also goes to their devices as a push (ADR 0017, "Web push"), so
// with several instances the answer must cover them all, not just this process.
//
// With Redis, each member has a sorted set of the instances holding a socket of theirs, scored by
// when that claim lapses: an instance renews its members' claims every HEARTBEAT_MS and removes a
// member's when their last socket here closes. An instance that dies stops renewing, and its
// claims lapse after TTL_MS, so a crash leaves nobody "online" for long (at worst a push is
// skipped for that long). Without Redis there is one process, and its own sockets are the answer.

export type Presence = {
  /** The member's first socket in this process opened. */
  online(userId: string): void;
  /** The member's last socket in this process closed. */
  offline(userId: string): void;
  /** Whether the member has a socket open in any instance. */
  isOnline(userId: string): Promise<boolean>;
  close(): Promise<void>;
};

export const PRESENCE = { ttlMs: 90_000, heartbeatMs: 30_000 } as const;
const keyOf = (userId: string) => `meetup:presence:${userId}`;

export function localPresence(): Presence {
  const here = new Set<string>();
  return {
    online: (userId) => void here.add(userId),
    offline: (userId) => void here.delete(userId),
    isOnline: async (userId) => here.has(userId),
    close: async () => here.clear(),
  };
}

export function redisPresence(
  redis: Redis,
  opts: { onError: (error: unknown) => void; ttlMs?: number; heartbeatMs?: number },
): Presence {
  const ttlMs = opts.ttlMs ?? PRESENCE.ttlMs;
  const instance = randomUUID();
  const here = new Set<string>();
  const claim = (pipeline: ReturnType<Redis["pipeline"]>, userId: string, lapsesAt: number) =>
    pipeline.zadd(keyOf(userId), lapsesAt, instance).pexpire(keyOf(userId), ttlMs);
  // While Redis is away (the outage is logged once, by platform/redis.ts) nothing is sent: this
  // process's own sockets answer, and the heartbeat renews every claim here once Redis is back.
  // A command that failed because the connection just went is part of that outage, not news.
  const away = () => !isConnected(redis);
  const report = (error: unknown) => {
    if (!away()) opts.onError(error);
  };
  const run = async (pipeline: ReturnType<Redis["pipeline"]>) => {
    if (away()) return;
    await pipeline.exec().then((results) => {
      for (const [error] of results ?? []) if (error) report(error);
    }, report);
  };

  const renew = () => {
    if (here.size === 0) return;
    const pipeline = redis.pipeline();
    const lapsesAt = Date.now() + ttlMs;
    for (const userId of here) claim(pipeline, userId, lapsesAt);
    void run(pipeline);
  };
  const timer = setInterval(renew, opts.heartbeatMs ?? PRESENCE.heartbeatMs);
  timer.unref();

  return {
    online(userId) {
      here.add(userId);
      void run(claim(redis.pipeline(), userId, Date.now() + ttlMs));
    },
    offline(userId) {
      here.delete(userId);
      void run(redis.pipeline().zrem(keyOf(userId), instance));
    },
    async isOnline(userId) {
      if (here.has(userId)) return true;
      // Redis away: "not online" elsewhere, so the member gets a push rather than nothing.
      if (away()) return false;
      try {
        return (await redis.zcount(keyOf(userId), Date.now(), "+inf")) > 0;
      } catch (error) {
        // Redis unreachable: say "not online", so the member gets a push rather than nothing.
        report(error);
        return false;
      }
    },
    async close() {
      clearInterval(timer);
      if (here.size === 0) return;
      const pipeline = redis.pipeline();
      for (const userId of here) pipeline.zrem(keyOf(userId), instance);
      here.clear();
      await run(pipeline);
    },
  };
}
