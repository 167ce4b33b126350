import { describe, expect, it } from "vitest";
import { buildTestApp, testAppForFile } from "../../test/app";

const t = testAppForFile();

const callback = "http://localhost:8080/auth/callback";

/** The chooser, as the app's popup opens it (`query` adds to the sign-in request). */
const authorize = (query = "", headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/dev-idp/authorize?client_id=meetup-web-dev&response_type=id_token&redirect_uri=${encodeURIComponent(callback)}&state=s1&nonce=n1${query}`,
    headers,
  });

/** The chooser's form sent back, for this sign-in request. */
const choose = (fields: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/dev-idp/authorize",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ redirect_uri: callback, state: "s1", nonce: "n1", ...fields }).toString(),
  });

describe("development identity provider", () => {
  it("publishes a discovery document and its keys", async () => {
    const discovery = (
      await t.app.inject({ method: "GET", url: "/dev-idp/.well-known/openid-configuration" })
    ).json();
    expect(discovery).toMatchObject({
      issuer: "http://localhost/dev-idp",
      response_types_supported: ["id_token"],
    });
    const jwks = (await t.app.inject({ method: "GET", url: "/dev-idp/jwks" })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: "EC", alg: "ES256", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });

  it("shows the account chooser and redirects back with an ID token and the state", async () => {
    const page = await authorize();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Choose an account");
    expect(page.body).toContain('name="email"');
    // An icon of its own, inline, so the popup never asks for a missing /favicon.ico.
    expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
    const res = await choose({ email: "New@Example.test", name: "New Person" });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("state")).toBe("s1");
    const check = await t.app.inject({
      method: "POST",
      url: "/api/users/check-user",
      payload: { firebaseToken: fragment.get("id_token"), nonce: "n1" },
    });
    expect(check.json()).toEqual({ success: true, data: { exists: false } });
  });

  it("speaks the language the app asked for (ui_locales), else the browser's, and keeps it through a refused form", async () => {
    const hindi = await authorize("&ui_locales=hi-IN%20en-IN", { "accept-language": "en-IN,en" });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain("<h1>खाता चुनें</h1>");
    expect(hindi.body).toContain('<label for="email">ईमेल</label>');
    expect(hindi.body).toContain('name="ui_locales" value="hi-IN en-IN"');
    expect(hindi.body).not.toContain("Choose an account");
    const browser = await authorize("", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(browser.body).toContain("<h1>खाता चुनें</h1>");
    // A language the app does not speak in ui_locales falls back to the browser's.
    const tamil = await authorize("&ui_locales=ta-IN", { "accept-language": "ta-IN,en-IN;q=0.5" });
    expect(tamil.body).toContain('<html lang="en-IN">');
    expect(tamil.body).toContain("<h1>Choose an account</h1>");
    const refused = await choose({ ui_locales: "hi-IN", email: "not an email", name: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<div class="error" role="alert">सही ईमेल पता और नाम डालें।</div>');
    expect(refused.body).toContain('name="ui_locales" value="hi-IN"');
  });

  it("refuses to send a token anywhere but the app's callback", async () => {
    for (const target of ["https://evil.example/auth/callback", "http://localhost:8080/elsewhere"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/dev-idp/authorize?client_id=meetup-web-dev&response_type=id_token&redirect_uri=${encodeURIComponent(target)}`,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("hands scripts a token for an email", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/dev-idp/token",
      payload: { email: "script@example.test", name: "Script" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().idToken).toEqual(expect.any(String));
    const bad = await t.app.inject({
      method: "POST",
      url: "/dev-idp/token",
      payload: { email: "not-an-email" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is absent when a Google client id is configured", async () => {
    const google = await buildTestApp({ googleClientId: "123.apps.googleusercontent.com" });
    try {
      const res = await google.app.inject({ method: "GET", url: "/dev-idp/jwks" });
      expect(res.statusCode).toBe(404);
    } finally {
      await google.close();
    }
  });
});

describe("development identity provider on a network", () => {
  const fromElsewhere = { remoteAddress: "203.0.113.9" };
  const routes = [
    { method: "POST" as const, url: "/dev-idp/token", payload: { email: "admin@example.test" } },
    {
      method: "GET" as const,
      url: `/dev-idp/authorize?client_id=meetup-web-dev&response_type=id_token&redirect_uri=${encodeURIComponent(callback)}`,
    },
    { method: "GET" as const, url: "/dev-idp/jwks" },
  ];

  it("refuses another machine by default: no token minted, no member's email listed", async () => {
    for (const route of routes) {
      const res = await t.app.inject({ ...route, ...fromElsewhere });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain("idToken");
      expect(res.json().message).toContain("DEV_IDP_PUBLIC=1");
    }
  });

  it("answers this machine over IPv4 and IPv6", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await t.app.inject({ ...routes[0]!, remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });

  // Issue 25 item 5: through a proxy, a request from elsewhere names elsewhere among its hops.
  it("refuses a request forwarded from another machine, whatever its first hop says and whatever TRUST_PROXY says", async () => {
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const forgedHops = [
        { "x-forwarded-for": "127.0.0.1, 203.0.113.9" },
        { "x-forwarded-for": "127.0.0.1", "x-real-ip": "203.0.113.9" },
        { forwarded: 'for=127.0.0.1, for="[2001:db8::1]:4711"' },
        { "x-forwarded-for": "203.0.113.9" },
      ];
      for (const app of [t.app, proxied.app]) {
        for (const headers of forgedHops) {
          for (const route of routes) {
            const res = await app.inject({ ...route, remoteAddress: "127.0.0.1", headers });
            expect(res.statusCode, JSON.stringify(headers)).toBe(403);
            expect(res.body).not.toContain("idToken");
          }
        }
      }
      // A proxy on this machine forwarding a request made on this machine is still this machine.
      const local = await proxied.app.inject({
        ...routes[0]!,
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "::1, 127.0.0.1" },
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("answers other machines when DEV_IDP_PUBLIC is set", async () => {
    const open = await buildTestApp({ devIdpPublic: true });
    try {
      const res = await open.app.inject({ ...routes[0]!, ...fromElsewhere });
      expect(res.statusCode).toBe(200);
      expect(res.json().idToken).toEqual(expect.any(String));
    } finally {
      await open.close();
    }
  });
});
