import { describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app";
import { AUTH_FAILURES } from "./guard";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("failed authentications", () => {
  const badToken = (t: TestApp, ip: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/events",
      headers: { authorization: "Bearer x.y.z" },
      remoteAddress: ip,
    });

  it("are limited per address before any token is checked, leaving other addresses alone", async () => {
    const t = await buildTestApp({ rateLimits: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < AUTH_FAILURES.max + 5; i++) codes.push((await badToken(t, "10.5.5.5")).statusCode);
      expect(codes.slice(0, AUTH_FAILURES.max).every((c) => c === 401)).toBe(true);
      expect(codes.slice(AUTH_FAILURES.max).every((c) => c === 429)).toBe(true);
      // A member elsewhere signs in and works as usual.
      const member = await t.login();
      const ok = await t.app.inject({
        method: "GET",
        url: "/api/events",
        headers: member.headers,
        remoteAddress: "10.6.6.6",
      });
      expect(ok.statusCode).toBe(200);
      expect((await badToken(t, "10.6.6.6")).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("are counted across instances on Redis", async () => {
    const a = await buildTestApp({ rateLimits: true, redisUrl: REDIS_URL });
    const b = await buildTestApp({ rateLimits: true, redisUrl: REDIS_URL });
    const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      for (let i = 0; i < AUTH_FAILURES.max; i++) expect((await badToken(a, ip)).statusCode).toBe(401);
      expect((await badToken(b, ip)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
