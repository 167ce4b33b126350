import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app";
import { RATE_LIMITS } from "./rate-limit";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function hammerSignIn(t: TestApp, times: number, ip: string) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/check-user",
      payload: { firebaseToken: "not-a-token" },
      remoteAddress: ip,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it("are strict on sign-in, per client address, with a clear 429", async () => {
    const codes = await hammerSignIn(t, RATE_LIMITS.signIn.max + 1, "10.1.1.1");
    expect(codes.slice(0, RATE_LIMITS.signIn.max).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/users/check-user",
      payload: { firebaseToken: "x" },
      remoteAddress: "10.1.1.1",
    });
    expect(limited.json()).toEqual({
      success: false,
      message: "Too many requests. Please wait a moment and try again.",
    });
    // Another address is not affected.
    expect((await hammerSignIn(t, 1, "10.2.2.2"))[0]).toBe(401);
  });

  it("leave health checks alone", async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: "10.3.3.3" })).statusCode,
      ).toBe(200);
    }
  });
});

describe("rate limits with RATE_LIMITS=off", () => {
  it("never answer 429", async () => {
    const t = await buildTestApp({ rateLimits: false });
    try {
      const codes = await hammerSignIn(t, RATE_LIMITS.signIn.max + 5, "10.4.4.4");
      expect(codes.every((c) => c === 401)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("rate limits on Redis", () => {
  it("share their counters between two instances", async () => {
    const a = await buildTestApp({ rateLimits: true, redisUrl: REDIS_URL });
    const b = await buildTestApp({ rateLimits: true, redisUrl: REDIS_URL });
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      const first = await hammerSignIn(a, RATE_LIMITS.signIn.max, ip);
      expect(first.every((c) => c === 401)).toBe(true);
      // The next request, on the other instance, is over the shared budget.
      expect((await hammerSignIn(b, 1, ip))[0]).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
