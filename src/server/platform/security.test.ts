import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app";

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

describe("security headers", () => {
  it("lets the page connect to its own origin only (sockets included), not any ws: or wss: host", async () => {
    const res = await direct.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/connect-src[^;]*\b(ws|wss):/);
  });

  it("sends the same hardening headers on every answer: JSON, a 404, a refusal and a page", async () => {
    for (const url of ["/api/health", "/api/nothing-here", "/api/users/me", "/"]) {
      const res = await direct.app.inject({ method: "GET", url });
      expect(res.headers, url).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
        "referrer-policy": "no-referrer",
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "cross-origin-resource-policy": "same-origin",
      });
      expect(String(res.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
      expect(res.headers["cross-origin-embedder-policy"], url).toBeUndefined();
    }
  });

  it("lets the API docs page keep the policy it needs", async () => {
    let res = await direct.app.inject({ method: "GET", url: "/api/docs" });
    if (res.statusCode === 302)
      res = await direct.app.inject({ method: "GET", url: `/api/docs/${res.headers.location}` });
    expect(res.statusCode).toBe(200);
    // Swagger UI's own static policy, not ours (which would block its validator badge).
    expect(String(res.headers["content-security-policy"])).toContain("validator.swagger.io");
  });

  it("sends HSTS only when the request came over HTTPS", async () => {
    const plain = await direct.app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    // Behind a trusted proxy that terminated TLS.
    const tls = await proxied.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(tls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    // The same header from a client, without a trusted proxy, proves nothing.
    const spoofed = await direct.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("marks private JSON as never to be stored by a browser or a proxy", async () => {
    const member = await direct.login();
    const res = await direct.app.inject({
      method: "GET",
      url: `/api/users/${member.id}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const refused = await direct.app.inject({ method: "GET", url: `/api/users/${member.id}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});
