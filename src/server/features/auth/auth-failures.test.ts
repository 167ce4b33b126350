import { describe, expect, it } from "vitest";
import { FAILURE_LIMITS, MEMBER_LIMIT } from "../../platform/rate-limit";
import { buildTestApp, type TestApp } from "../../test/app";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const BUDGET = FAILURE_LIMITS.accessToken.max;

// Indian mobile networks put thousands of phones behind one address (carrier-grade NAT): what some
// phones behind it do wrong must never refuse the signed-in members behind it (ADR 0048).
const events = (t: TestApp, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/events", headers, remoteAddress: ip });
const BAD = { authorization: "Bearer x.y.z" };

describe("failed authentications", () => {
  it("are refused with 429 past the address's budget, while its valid members are served", async () => {
    const t = await buildTestApp({ rateLimits: true });
    try {
      const member = await t.login();
      const codes: number[] = [];
      for (let i = 0; i < BUDGET + 5; i++) codes.push((await events(t, "10.5.5.5", BAD)).statusCode);
      expect(codes.slice(0, BUDGET).every((c) => c === 401)).toBe(true);
      expect(codes.slice(BUDGET).every((c) => c === 429)).toBe(true);
      // The token is checked before any limit: a member behind the same address is served.
      expect((await events(t, "10.5.5.5", member.headers)).statusCode).toBe(200);
      // No token at all costs nothing and is not counted: a signed-out phone still hears 401.
      expect((await events(t, "10.5.5.5")).statusCode).toBe(401);
      // Another address's bad token is its own.
      expect((await events(t, "10.6.6.6", BAD)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("never limit a member by what an address's anonymous calls did", async () => {
    const t = await buildTestApp({ rateLimits: true });
    try {
      const member = await t.login();
      // More anonymous calls than a member may make, to guarded and public routes alike.
      for (let i = 0; i <= MEMBER_LIMIT.max; i++) {
        const res = await (i % 2
          ? events(t, "100.64.7.7")
          : t.app.inject({ method: "GET", url: "/api/auth/config", remoteAddress: "100.64.7.7" }));
        expect(res.statusCode).not.toBe(429);
      }
      expect((await events(t, "100.64.7.7", member.headers)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("are counted across instances on Redis", async () => {
    const a = await buildTestApp({ rateLimits: true, redisUrl: REDIS_URL });
    const b = await buildTestApp({ rateLimits: true, redisUrl: REDIS_URL });
    const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      for (let i = 0; i < BUDGET; i++) expect((await events(a, ip, BAD)).statusCode).toBe(401);
      expect((await events(b, ip, BAD)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
