import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/texts";
import { buildTestApp, type TestApp } from "../test/app";
import { FAILURE_LIMITS, RATE_LIMITS } from "./rate-limit";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const checkUser = (t: TestApp, ip: string, firebaseToken = "not-a-token") =>
  t.app.inject({
    method: "POST",
    url: "/api/users/check-user",
    payload: { firebaseToken },
    remoteAddress: ip,
  });

async function hammerSignIn(t: TestApp, times: number, ip: string) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await checkUser(t, ip)).statusCode);
  return codes;
}

// A real ID token from the development issuer (which answers this machine only).
async function idToken(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/dev-idp/token", payload: { email } });
  return res.json().idToken;
}

// Any other share link: 43 characters the service accepts in form, naming no link.
const unknownShareLink = (i: number) => `/api/share/${String(i).padStart(43, "x")}`;

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it("count refused sign-ins per client address, with a clear 429, and never refuse a valid one", async () => {
    const codes = await hammerSignIn(t, FAILURE_LIMITS.signIn.max + 1, "10.1.1.1");
    expect(codes.slice(0, FAILURE_LIMITS.signIn.max).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await checkUser(t, "10.1.1.1")).json()).toEqual({
      success: false,
      message: MESSAGES.tooManyRequests,
      code: "tooManyRequests",
    });
    // A phone behind the same address with a real ID token signs in as ever.
    const valid = await checkUser(t, "10.1.1.1", await idToken(t, "shared-address@example.test"));
    expect(valid.json()).toEqual({ success: true, data: { exists: false } });
    // Another address is not affected.
    expect((await hammerSignIn(t, 1, "10.2.2.2"))[0]).toBe(401);
  });

  it("count share links that open nothing per address", async () => {
    const codes: number[] = [];
    for (let i = 0; i <= FAILURE_LIMITS.shareLink.max; i++) {
      codes.push(
        (await t.app.inject({ method: "GET", url: unknownShareLink(i), remoteAddress: "10.7.7.7" }))
          .statusCode,
      );
    }
    expect(codes.slice(0, FAILURE_LIMITS.shareLink.max).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it("limit a member as a member, whatever others at the same address do", async () => {
    const [busy, calm, to] = [await t.login(), await t.login(), await t.login()];
    const send = (who: typeof busy) =>
      t.app.inject({
        method: "POST",
        url: `/api/message/send/${to.id}`,
        headers: who.headers,
        payload: { content: "hi" },
        remoteAddress: "10.3.3.3",
      });
    const codes: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.messages.max; i++) codes.push((await send(busy)).statusCode);
    expect(codes.slice(0, RATE_LIMITS.messages.max).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await send(calm)).statusCode).toBe(200);
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
  it("never answer 429: sign-ins, bad tokens, share links or a member's messages", async () => {
    const t = await buildTestApp({ rateLimits: false });
    try {
      const [member, to] = [await t.login(), await t.login()];
      const codes = new Set(await hammerSignIn(t, FAILURE_LIMITS.signIn.max + 5, "10.4.4.4"));
      for (let i = 0; i <= FAILURE_LIMITS.accessToken.max; i++) {
        const bad = { authorization: "Bearer x.y.z" };
        codes.add(
          (await t.app.inject({ method: "GET", url: "/api/events", headers: bad, remoteAddress: "10.4.4.4" }))
            .statusCode,
        );
        codes.add(
          (await t.app.inject({ method: "GET", url: unknownShareLink(i), remoteAddress: "10.4.4.4" }))
            .statusCode,
        );
        codes.add((await t.call("POST", `/api/message/send/${to.id}`, member, { content: "hi" })).statusCode);
      }
      expect([...codes].sort()).toEqual([200, 401, 404]);
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
      const first = await hammerSignIn(a, FAILURE_LIMITS.signIn.max, ip);
      expect(first.every((c) => c === 401)).toBe(true);
      // The next request, on the other instance, is over the shared budget.
      expect((await hammerSignIn(b, 1, ip))[0]).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
