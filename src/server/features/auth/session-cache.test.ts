import { describe, expect, it } from "vitest";
import { SESSION_RECHECK_MS, SessionCache } from "./session-cache";
import type { Viewer } from "./viewer";

const NOW = Date.parse("2026-11-27T10:00:00.000Z");
const HOUR = 3600_000;
const asha: Viewer = { userId: "u1", sessionId: "s1", role: "member" };
const ashaPhone: Viewer = { userId: "u1", sessionId: "s2", role: "member" };
const ravi: Viewer = { userId: "u2", sessionId: "s3", role: "admin" };
const live = (cache: SessionCache) => ({ mark: cache.mark, session: NOW + HOUR, token: NOW + HOUR });

describe("SessionCache", () => {
  it("answers a resolved token until the recheck is due, then not", () => {
    const cache = new SessionCache();
    cache.put("t1", asha, live(cache), NOW);
    expect(cache.get("t1", NOW + 1)).toEqual(asha);
    expect(cache.get("t1", NOW + SESSION_RECHECK_MS - 1)).toEqual(asha);
    expect(cache.get("t1", NOW + SESSION_RECHECK_MS)).toBeNull();
    expect(cache.get("unknown", NOW)).toBeNull();
  });

  it("never keeps a token past its own expiry or its session's", () => {
    const cache = new SessionCache();
    cache.put("short-token", asha, { ...live(cache), token: NOW + 1000 }, NOW);
    cache.put("short-session", ravi, { ...live(cache), session: NOW + 2000 }, NOW);
    cache.put("expired", ashaPhone, { ...live(cache), token: NOW - 1 }, NOW);
    expect(cache.get("short-token", NOW + 999)).toEqual(asha);
    expect(cache.get("short-token", NOW + 1000)).toBeNull();
    expect(cache.get("short-session", NOW + 1999)).toEqual(ravi);
    expect(cache.get("short-session", NOW + 2000)).toBeNull();
    expect(cache.get("expired", NOW)).toBeNull();
  });

  it("forgets one session's tokens on sign-out, and every session of a banned member", () => {
    const cache = new SessionCache();
    cache.put("a-laptop", asha, live(cache), NOW);
    cache.put("a-phone", ashaPhone, live(cache), NOW);
    cache.put("r", ravi, live(cache), NOW);
    cache.forgetOn({ type: "session-ended", sessionId: "s1" });
    expect(cache.get("a-laptop", NOW)).toBeNull();
    expect(cache.get("a-phone", NOW)).toEqual(ashaPhone);
    cache.forgetOn({ type: "user-banned", userId: "u1" });
    expect(cache.get("a-phone", NOW)).toBeNull();
    expect(cache.get("r", NOW)).toEqual(ravi);
    // Other news on the bus changes nothing.
    cache.forgetOn({ type: "event-changed", eventId: "e1" });
    expect(cache.get("r", NOW)).toEqual(ravi);
  });

  it("does not keep what a query read before a revocation that was applied meanwhile", () => {
    const cache = new SessionCache();
    // The resolver notes the mark, sends its query; the sign-out commits and is applied here; the
    // query, begun before the commit, answers that the session is live.
    const seen = live(cache);
    cache.forgetSession("s1");
    cache.put("t1", asha, seen, NOW);
    expect(cache.get("t1", NOW)).toBeNull();
    // A query begun after it is kept as usual.
    cache.put("t1", asha, live(cache), NOW);
    expect(cache.get("t1", NOW)).toEqual(asha);
  });

  it("stays bounded: past its size the oldest token goes first", () => {
    const cache = new SessionCache();
    for (let i = 0; i < 20_001; i++) {
      cache.put(`t${i}`, { ...asha, sessionId: `s${i}` }, live(cache), NOW);
    }
    expect(cache.size).toBe(20_000);
    expect(cache.get("t0", NOW)).toBeNull();
    expect(cache.get("t20000", NOW)).not.toBeNull();
  });
});
