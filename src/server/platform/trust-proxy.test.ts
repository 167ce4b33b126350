import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { FAILURE_LIMITS } from "./rate-limit";
import { parseTrustProxy } from "./trust-proxy";

describe("TRUST_PROXY", () => {
  it("reads off, a hop count, or the proxies' addresses, and refuses anything else", () => {
    for (const off of [undefined, "", "0", "off", "false", "No"]) expect(parseTrustProxy(off)).toBe(false);
    // The old "on" believed every hop; it now means the single proxy in front.
    for (const one of ["1", "on", "true", "yes"]) expect(parseTrustProxy(one)).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.2, 10.1.0.0/16,loopback,fd00::/8")).toEqual([
      "10.0.0.2",
      "10.1.0.0/16",
      "loopback",
      "fd00::/8",
    ]);
    for (const bad of ["everything", "10.0.0.0/33", "10.0.0.1/8/2", "nginx", "10.0.0.1,"]) {
      expect(parseTrustProxy(bad), bad).toBeUndefined();
    }
  });
});

// Issue 25 item 6: one proxy in front (TRUST_PROXY=1); the client writes whatever it likes first in
// X-Forwarded-For, and the proxy appends the address it really saw.
describe("per-address rate limits behind a proxy", () => {
  const client = "198.51.100.7";
  const forged = (i: number) => `203.0.113.${i % 250}, 10.9.${i}.1`;

  it("limit one client whatever first hops it forges: sign-in, and share-link guesses", async () => {
    const t = await buildTestApp({ rateLimits: true, trustProxy: 1 });
    try {
      const signIn: number[] = [];
      for (let i = 0; i < 80; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/users/check-user",
          payload: { firebaseToken: "not-a-token" },
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `${forged(i)}, ${client}` },
        });
        signIn.push(res.statusCode);
      }
      expect(signIn.filter((code) => code !== 429)).toHaveLength(FAILURE_LIMITS.signIn.max);

      const guesses: number[] = [];
      for (let i = 0; i < 80; i++) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/share/${"a".repeat(43)}${i}`,
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `${forged(i)}, ${client}` },
        });
        guesses.push(res.statusCode);
      }
      expect(guesses.filter((code) => code !== 429)).toHaveLength(FAILURE_LIMITS.shareLink.max);

      // Another client behind the same proxy is not affected.
      const other = await t.app.inject({
        method: "POST",
        url: "/api/users/check-user",
        payload: { firebaseToken: "not-a-token" },
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "127.0.0.1, 198.51.100.8" },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("judge the proxies named by address, and nobody else's forwarding", async () => {
    const t = await buildTestApp({ rateLimits: true, trustProxy: ["10.0.0.2"] });
    try {
      const codes: number[] = [];
      for (let i = 0; i < FAILURE_LIMITS.signIn.max + 1; i++) {
        // Straight from a client that is not a named proxy: its X-Forwarded-For is not believed.
        const res = await t.app.inject({
          method: "POST",
          url: "/api/users/check-user",
          payload: { firebaseToken: "not-a-token" },
          remoteAddress: client,
          headers: { "x-forwarded-for": `10.9.${i}.1` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  // What the README says a hop count trusts: the nearest hops, whoever they are. So the app's port
  // must be reachable through the proxies only, and the count must be exact.
  it("with a hop count, believe whoever connects: a client on the port itself, or one hop too many, picks its address", async () => {
    const refusedSignIns = async (
      trustProxy: number,
      remoteAddress: string,
      forwarded: (i: number) => string,
    ) => {
      const t = await buildTestApp({ rateLimits: true, trustProxy });
      try {
        const codes = new Set<number>();
        for (let i = 0; i < FAILURE_LIMITS.signIn.max + 5; i++) {
          const res = await t.app.inject({
            method: "POST",
            url: "/api/users/check-user",
            payload: { firebaseToken: "not-a-token" },
            remoteAddress,
            headers: { "x-forwarded-for": forwarded(i) },
          });
          codes.add(res.statusCode);
        }
        return [...codes];
      } finally {
        await t.close();
      }
    };
    // No proxy at all: the client connects straight to the port and writes the header itself.
    expect(await refusedSignIns(1, client, (i) => `10.77.${i}.1`)).toEqual([401]);
    // One nginx in front but TRUST_PROXY=2: the client's own first entry is taken as its address.
    expect(await refusedSignIns(2, "127.0.0.1", (i) => `${forged(i)}, ${client}`)).toEqual([401]);
  });
});
