import { eq } from "drizzle-orm";
import { type CryptoKey, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { signDevIdToken } from "../dev-idp/issuer";
import { type DevIdpKeys, loadDevIdpKeys } from "../dev-idp/keys";
import { DEV_CLIENT_ID, DEV_ISSUER, devSubject } from "./dev-issuer";

let t: TestApp;
let keys: DevIdpKeys;
beforeAll(async () => {
  t = await buildTestApp({ adminEmails: ["boss@example.test"] });
  keys = await loadDevIdpKeys(t.database.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

async function registered(email: string, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(t.database.db, { issuer: DEV_ISSUER, subject: devSubject(email), email, ...overrides });
}

function claims(overrides: Record<string, unknown> = {}) {
  return { email: "someone@example.test", email_verified: true, name: "Someone", ...overrides };
}

async function signWith(
  key: CryptoKey,
  payload: Record<string, unknown>,
  opts: { iss?: string; aud?: string; exp?: number; sub?: string } = {},
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "ES256", kid: (await keys.signing()).kid })
    .setIssuer(opts.iss ?? DEV_ISSUER)
    .setAudience(opts.aud ?? DEV_CLIENT_ID)
    .setSubject(opts.sub ?? devSubject(String(payload.email)))
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key);
}

describe("POST /api/users/check-user", () => {
  it("tells whether the identity is registered", async () => {
    await registered("known@example.test");
    const known = await post("/api/users/check-user", {
      firebaseToken: await signDevIdToken(keys, { email: "known@example.test" }),
    });
    expect(known.json()).toEqual({ success: true, data: { exists: true } });
    const unknown = await post("/api/users/check-user", {
      idToken: await signDevIdToken(keys, { email: "new@example.test" }),
    });
    expect(unknown.json()).toEqual({ success: true, data: { exists: false } });
  });

  it("asks for a token when none is sent", async () => {
    const res = await post("/api/users/check-user", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The sign-in token is missing.");
  });
});

describe("POST /api/users/login", () => {
  it("signs a registered member in with a working access token", async () => {
    const user = await registered("login@example.test");
    const res = await post("/api/users/login", {
      firebaseToken: await signDevIdToken(keys, { email: "login@example.test" }),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toEqual({ _id: user.id, name: user.name, role: "member", language: "en" });
    const me = await t.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("opens one session per ID token: a replayed sign-in token is refused", async () => {
    await registered("replay@example.test");
    const idToken = await signDevIdToken(keys, { email: "replay@example.test" });
    expect((await post("/api/users/login", { firebaseToken: idToken })).statusCode).toBe(200);
    const replay = await post("/api/users/login", { firebaseToken: idToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      success: false,
      message: "This sign-in has already been used. Please sign in again.",
      code: "idTokenUsed",
    });
    // A fresh sign-in token for the same member works.
    const again = await post("/api/users/login", {
      firebaseToken: await signDevIdToken(keys, { email: "replay@example.test" }),
    });
    expect(again.statusCode).toBe(200);
  });

  it("answers 404 for an identity that never registered", async () => {
    const res = await post("/api/users/login", {
      firebaseToken: await signDevIdToken(keys, { email: "nobody@example.test" }),
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ["a forged signature", async () => signWith((await generateKeyPair("ES256")).privateKey, claims())],
    [
      "a wrong issuer",
      async () => signWith((await keys.signing()).privateKey, claims(), { iss: "https://evil.example" }),
    ],
    [
      "a wrong audience",
      async () => signWith((await keys.signing()).privateKey, claims(), { aud: "someone-elses-client" }),
    ],
    [
      "an expired token",
      async () =>
        signWith((await keys.signing()).privateKey, claims(), { exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    [
      "an unverified email",
      async () => signWith((await keys.signing()).privateKey, claims({ email_verified: false })),
    ],
    ["garbage", async () => "not-a-token"],
  ])("refuses %s with 401", async (_name, make) => {
    await registered(`case-${Math.random()}@example.test`);
    const token = await make();
    for (const url of ["/api/users/login", "/api/users/check-user"]) {
      const res = await post(url, { firebaseToken: token });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it("refuses a token whose nonce is not the sign-in attempt's", async () => {
    await registered("nonce@example.test");
    const token = await signDevIdToken(keys, { email: "nonce@example.test", nonce: "abc" });
    expect((await post("/api/users/login", { firebaseToken: token, nonce: "xyz" })).statusCode).toBe(401);
    expect((await post("/api/users/login", { firebaseToken: token })).statusCode).toBe(401);
    expect((await post("/api/users/login", { firebaseToken: token, nonce: "abc" })).statusCode).toBe(200);
  });

  it("refuses a banned member with a clear message", async () => {
    const user = await registered("banned@example.test");
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    const res = await post("/api/users/login", {
      firebaseToken: await signDevIdToken(keys, { email: "banned@example.test" }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Your account has been banned. Please contact support.");
  });

  it("makes ADMIN_EMAILS accounts admins", async () => {
    await registered("boss@example.test");
    const res = await post("/api/users/login", {
      firebaseToken: await signDevIdToken(keys, { email: "boss@example.test" }),
    });
    expect(res.json().data.user.role).toBe("admin");
  });
});

describe("POST /api/users/logout", () => {
  it("revokes the session so the old token answers 401", async () => {
    await registered("bye@example.test");
    const { data } = (
      await post("/api/users/login", {
        firebaseToken: await signDevIdToken(keys, { email: "bye@example.test" }),
      })
    ).json();
    const headers = { authorization: `Bearer ${data.accessToken}` };
    expect((await post("/api/users/logout", {}, headers)).statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/events", headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message.toLowerCase()).toContain("token");
  });

  it("refuses an anonymous logout", async () => {
    expect((await post("/api/users/logout", {})).statusCode).toBe(401);
  });
});

describe("GET /api/auth/config", () => {
  it("points the popup at the development issuer when no Google client id is set", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/config" });
    expect(res.json()).toEqual({
      success: true,
      data: {
        provider: "development",
        authorizationEndpoint: "/dev-idp/authorize",
        clientId: "meetup-web-dev",
      },
    });
  });
});
