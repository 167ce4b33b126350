import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { buildTestApp, type TestApp } from "../../test/app";
import { openTestDatabase } from "../../test/database";
import { createUser, sessionFor } from "../../test/factories";
import { twoInstancesForSuite } from "../../test/instances";
import { SESSION_RECHECK_MS, SessionCache } from "./session-cache";
import { resolveAccessToken, revokeSession } from "./session-service";

// A token the guard accepted lately is taken from the process's cache (ADR 0038): these show that
// a revocation still ends it, in the process that made it and in every other, and that one the bus
// never told is caught when the recheck is due.

const getEvents = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/events", headers });

describe("a token accepted on one instance", () => {
  const instances = twoInstancesForSuite();

  it("is refused there soon after its member signs out on another", async () => {
    const { one, two } = instances;
    const member = await one.login();
    expect((await getEvents(one, member.headers)).statusCode).toBe(200);
    expect((await getEvents(two, member.headers)).statusCode).toBe(200);
    const out = await two.app.inject({ method: "POST", url: "/api/users/logout", headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect((await getEvents(two, member.headers)).statusCode).toBe(401);
    // The other instance hears of it over the realtime bus (Redis), well within the recheck.
    await expect
      .poll(async () => (await getEvents(one, member.headers)).statusCode, { timeout: 3000, interval: 50 })
      .toBe(401);
  });

  it("is refused there soon after an admin bans its member on another", async () => {
    const { one, two } = instances;
    const member = await one.login();
    const admin = await two.login({ role: "admin" });
    expect((await getEvents(one, member.headers)).statusCode).toBe(200);
    const ban = await two.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${member.id}/ban`,
      headers: admin.headers,
    });
    expect(ban.statusCode).toBe(200);
    await expect
      .poll(async () => (await getEvents(one, member.headers)).statusCode, { timeout: 3000, interval: 50 })
      .toBe(401);
  });
});

describe("a session revoked where no bus tells of it", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  afterEach(() => vi.useRealTimers());

  it("is trusted until the recheck is due, and refused from then on", async () => {
    const t = await buildTestApp({}, { database });
    try {
      const user = await createUser(database.db, {});
      const { token: accessToken, sessionId } = await sessionFor(
        database.db,
        t.app.deps.sessionKeys,
        user.id,
      );
      const keys = t.app.deps.sessionKeys;
      const cache = new SessionCache();
      const resolve = () => resolveAccessToken({ db: database.db, keys, token: accessToken, cache });
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      expect(await resolve()).toMatchObject({ ok: true, viewer: { userId: user.id, sessionId } });
      await revokeSession({ db: database.db, sessionId });
      // Within the recheck, the process has no way to know: the cache answers.
      vi.setSystemTime(Date.now() + SESSION_RECHECK_MS - 1000);
      expect(await resolve()).toMatchObject({ ok: true });
      // Once it is due, the session row is read again.
      vi.setSystemTime(Date.now() + 1000);
      expect(await resolve()).toEqual({ ok: false, reason: "invalid" });
      expect(await resolve()).toEqual({ ok: false, reason: "invalid" });
    } finally {
      await t.close();
    }
  });
});
