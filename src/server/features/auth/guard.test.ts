import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { signAccessToken } from "./access-token";
import { staticSessionKeys } from "./session-keys";
import { revokeSession } from "./session-service";

const t = testAppForFile();

const getEvents = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/events", headers });

function expectTokenRefusal(res: Awaited<ReturnType<typeof getEvents>>) {
  expect(res.statusCode).toBe(401);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.message.toLowerCase()).toContain("token");
}

describe("authentication guard", () => {
  it("refuses a request without a token", async () => {
    expectTokenRefusal(await getEvents());
  });

  it("refuses a malformed authorization header and the spec's fallback-token idea", async () => {
    expectTokenRefusal(await getEvents({ authorization: "Token abc" }));
    expectTokenRefusal(await getEvents({ authorization: "Bearer undefined" }));
    expectTokenRefusal(await getEvents({ authorization: "Bearer not.a.jwt" }));
  });

  it("refuses a token signed with another key", async () => {
    const member = await t.login();
    const forged = await signAccessToken(
      staticSessionKeys("some-other-secret-entirely-different-0123456789"),
      { userId: member.id, sessionId: member.sessionId },
      new Date(Date.now() + 3600_000),
    );
    expectTokenRefusal(await getEvents({ authorization: `Bearer ${forged}` }));
  });

  it("refuses an expired token and one whose session has expired", async () => {
    const member = await t.login();
    const expired = await signAccessToken(
      t.app.deps.sessionKeys,
      { userId: member.id, sessionId: member.sessionId },
      new Date(Date.now() - 1000),
    );
    expectTokenRefusal(await getEvents({ authorization: `Bearer ${expired}` }));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, member.sessionId));
    expectTokenRefusal(await getEvents(member.headers));
  });

  it("refuses a token of ours without an expiry, which would never expire", async () => {
    const member = await t.login();
    const forever = await new SignJWT({ sid: member.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(member.id)
      .setIssuer("meetup-app")
      .setIssuedAt()
      .sign((await t.app.deps.sessionKeys.signing()).secret);
    expectTokenRefusal(await getEvents({ authorization: `Bearer ${forever}` }));
  });

  it("answers 401, not 500, for a signed token whose session id is not an id", async () => {
    const member = await t.login();
    for (const sessionId of ["not-a-uuid", "", "'; select 1; --"]) {
      const odd = await signAccessToken(
        t.app.deps.sessionKeys,
        { userId: member.id, sessionId },
        new Date(Date.now() + 3600_000),
      );
      expectTokenRefusal(await getEvents({ authorization: `Bearer ${odd}` }));
    }
  });

  it("refuses a token naming another member's session", async () => {
    const a = await t.login();
    const b = await t.login();
    const mixed = await signAccessToken(
      t.app.deps.sessionKeys,
      { userId: a.id, sessionId: b.sessionId },
      new Date(Date.now() + 3600_000),
    );
    expectTokenRefusal(await getEvents({ authorization: `Bearer ${mixed}` }));
  });

  it("accepts a live session and refuses it once revoked", async () => {
    const member = await t.login();
    await revokeSession({ db: t.database.db, sessionId: member.sessionId });
    expectTokenRefusal(await getEvents(member.headers));
  });

  it("refuses a token it accepted a moment ago once its member signs out", async () => {
    const member = await t.login();
    const other = await t.login();
    const ok = await getEvents(member.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: expect.any(Array) });
    expect((await getEvents(other.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: member.headers });
    expect(out.statusCode).toBe(200);
    expectTokenRefusal(await getEvents(member.headers));
    // Another member's session is untouched.
    expect((await getEvents(other.headers)).statusCode).toBe(200);
  });

  it("refuses a member it accepted a moment ago once an admin bans them", async () => {
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    expect((await getEvents(member.headers)).statusCode).toBe(200);
    const ban = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${member.id}/ban`,
      headers: admin.headers,
    });
    expect(ban.statusCode).toBe(200);
    expectTokenRefusal(await getEvents(member.headers));
  });

  it("refuses a banned member at once", async () => {
    const member = await t.login();
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, member.id));
    expectTokenRefusal(await getEvents(member.headers));
  });

  it("lets public routes through without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
  });
});
