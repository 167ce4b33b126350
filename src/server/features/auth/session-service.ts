import { createHash } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { isUuid } from "../../platform/ids";
import type { Realtime } from "../../platform/realtime-events";
import { signAccessToken, verifyAccessToken } from "./access-token";
import type { SessionCache } from "./session-cache";
import type { SessionKeys } from "./session-keys";
import { ACCESS_TOKEN_TTL_SECONDS } from "./token-lifetime";
import type { Viewer } from "./viewer";

export type { Viewer };

export type TokenResolution = { ok: true; viewer: Viewer } | { ok: false; reason: "invalid" | "banned" };

// Opens a session. With the ID token it was opened by, that token opens no other: a replay (an ID token
// lives an hour) gets null.
type SessionOptions = { db: Db; keys: SessionKeys; userId: string };
type OpenedSession = { accessToken: string; sessionId: string };
export async function createSession(opts: SessionOptions & { idToken?: undefined }): Promise<OpenedSession>;
export async function createSession(
  opts: SessionOptions & { idToken: string },
): Promise<OpenedSession | null>;
export async function createSession(
  opts: SessionOptions & { idToken?: string | undefined },
): Promise<OpenedSession | null> {
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const idTokenHash = opts.idToken ? createHash("sha256").update(opts.idToken).digest("hex") : null;
  const [row] = await opts.db
    .insert(sessions)
    .values({ userId: opts.userId, expiresAt, idTokenHash })
    .onConflictDoNothing({ target: sessions.idTokenHash })
    .returning({ id: sessions.id });
  if (!row) return null;
  const sessionId = row.id;
  const accessToken = await signAccessToken(opts.keys, { userId: opts.userId, sessionId }, expiresAt);
  return { accessToken, sessionId };
}

// The one query every signed-in request makes, prepared once per database: building its SQL again
// each time was a visible part of a request's cost (issue 12, "a cheaper request").
const lookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      role: users.role,
      isBanned: users.isBanned,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("resolve_access_token");
}
function sessionLookup(db: Db) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

// A token counts only while its session row exists, is unrevoked and unexpired, and its member is not
// banned. With a cache, a token resolved lately is taken from it (session-cache.ts).
export async function resolveAccessToken(opts: {
  db: Db;
  keys: SessionKeys;
  token: string;
  cache?: SessionCache;
}): Promise<TokenResolution> {
  const cached = opts.cache?.get(opts.token);
  if (cached) return { ok: true, viewer: cached };
  const mark = opts.cache?.mark ?? 0;
  const claims = await verifyAccessToken(opts.keys, opts.token);
  // A signed token whose session id is not a uuid names no session (and must not reach the query).
  if (!claims || !isUuid(claims.sessionId) || !isUuid(claims.userId)) return { ok: false, reason: "invalid" };
  const [row] = await sessionLookup(opts.db).execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
  });
  if (!row) return { ok: false, reason: "invalid" };
  if (row.isBanned) return { ok: false, reason: "banned" };
  const viewer: Viewer = { userId: row.userId, sessionId: claims.sessionId, role: row.role };
  // Verified above, so its exp is there and is a number (verifyAccessToken requires it).
  const tokenExpires = (decodeJwt(opts.token).exp ?? 0) * 1000;
  opts.cache?.put(opts.token, viewer, { mark, session: row.expiresAt.getTime(), token: tokenExpires });
  return { ok: true, viewer };
}

export async function revokeSession(opts: { db: Db; sessionId: string }): Promise<void> {
  await opts.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, opts.sessionId), isNull(sessions.revokedAt)));
}

// Logout: this session's token stops working, and its open sockets close in every process.
export async function signOut(opts: { db: Db; realtime: Realtime; viewer: Viewer }): Promise<void> {
  await revokeSession({ db: opts.db, sessionId: opts.viewer.sessionId });
  await opts.realtime.publish({ type: "session-ended", sessionId: opts.viewer.sessionId });
}

// Every open session of the member ends; answers their ids (for the "session-ended" pushes after commit).
export async function revokeAllSessions(opts: { db: Db; userId: string }): Promise<string[]> {
  const rows = await opts.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, opts.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
