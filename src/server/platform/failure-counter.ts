import type { Redis } from "ioredis";

// Counts failures per key in a fixed window, and says whether a key is over its budget without
// counting a new one (which @fastify/rate-limit cannot: every check there is a hit). Redis shares the
// counts between instances; without it they are this process's.
export type FailureCounter = {
  isOver(key: string): Promise<boolean>;
  hit(key: string): Promise<void>;
};

export function failureCounter(opts: {
  max: number;
  windowSeconds: number;
  redis: Redis | undefined;
  prefix: string;
}): FailureCounter {
  if (opts.redis) {
    const redis = opts.redis;
    return {
      async isOver(key) {
        return Number((await redis.get(opts.prefix + key)) ?? 0) >= opts.max;
      },
      async hit(key) {
        const name = opts.prefix + key;
        // The window starts at the first failure and is not extended by later ones.
        await redis.multi().incr(name).expire(name, opts.windowSeconds, "NX").exec();
      },
    };
  }
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) counts.delete(key);
    return counts.get(key);
  };
  return {
    async isOver(key) {
      return (live(key, Date.now())?.count ?? 0) >= opts.max;
    },
    async hit(key) {
      const now = Date.now();
      const entry = live(key, now);
      if (entry) entry.count++;
      else {
        // Bounded: a flood from many addresses forgets the oldest windows first.
        if (counts.size >= 50_000) counts.delete(counts.keys().next().value!);
        counts.set(key, { count: 1, resetAt: now + opts.windowSeconds * 1000 });
      }
    },
  };
}
