import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { type Database, type Db, openDatabase } from "./db/client";
import { signingKeys } from "./db/schema";
import { signAccessToken, verifyAccessToken } from "./features/auth/access-token";
import { DEV_ISSUER, devSubject } from "./features/auth/dev-issuer";
import {
  ringSessionKeys,
  type SessionKeys,
  secretKey,
  staticSessionKeys,
} from "./features/auth/session-keys";
import { devVerifier, signDevIdToken } from "./features/dev-idp/issuer";
import { devIdpKeys } from "./features/dev-idp/keys";
import { signUnsubscribe, verifyUnsubscribe } from "./features/email/unsubscribe-token";
import { KEY_REFRESH_MS, keyRing } from "./platform/signing-keys/key-ring";
import { loadAppKeys, rotateSigningKeys } from "./signing-keys";
import { testConfig } from "./test/app";
import { createPgTestDatabase, openTestDatabase } from "./test/database";
import { createUser, sessionFor } from "./test/factories";

// Issue 14: the keys live in the database, so every instance verifies what another signed. Each test
// starts from an empty database of its own (a copy of the migrated template, which holds no keys).

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-keys-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * `n` handles on one fresh, empty database, as `n` instances would hold them: on PostgreSQL each its
 * own pool (so their statements really race); on PGlite, which is one process, the same database.
 */
async function sharedDatabases(n: number): Promise<Database[]> {
  const created = await createPgTestDatabase();
  if (created) {
    const opened = await Promise.all(
      Array.from({ length: n }, () =>
        openDatabase({ kind: "postgres", url: created.url, poolSize: 3 }, { migrate: false }),
      ),
    );
    cleanups.push(async () => {
      await Promise.all(opened.map((d) => d.close()));
      await created.drop();
    });
    return opened;
  }
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  return Array.from({ length: n }, () => database);
}

const instances = async (n: number): Promise<Db[]> => (await sharedDatabases(n)).map((d) => d.db);

const load = (db: Db, dataDir = tempDir(), sessionSecret?: string) =>
  loadAppKeys({ db, dataDir, sessionSecret, devIdp: true });

const claims = {
  userId: "00000000-0000-4000-8000-000000000001",
  sessionId: "00000000-0000-4000-8000-000000000002",
};
const inAMonth = () => new Date(Date.now() + 29 * 24 * 3600 * 1000);
const sign = (keys: SessionKeys) => signAccessToken(keys, claims, inAMonth());
const kidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")).kid as string | undefined;

async function keyRows(db: Db) {
  return db
    .select({ id: signingKeys.id, purpose: signingKeys.purpose, retiredAt: signingKeys.retiredAt })
    .from(signingKeys)
    .orderBy(signingKeys.purpose, signingKeys.createdAt);
}

// A session ring whose clock the test moves on.
function ringAt(db: Db, clock: { now: number }): SessionKeys {
  return ringSessionKeys(keyRing({ db, purpose: "session", clock: () => clock.now }));
}

describe("signing keys in the database", () => {
  it("are created once when several instances start at the same moment on an empty database", async () => {
    const dbs = await instances(5);
    const loaded = await Promise.all(dbs.map((db) => load(db)));
    const rows = await keyRows(dbs[0]!);
    expect(rows.map((r) => r.purpose)).toEqual(["dev-idp", "session", "unsubscribe"]);
    expect(rows.every((r) => r.retiredAt === null)).toBe(true);
    const kids = await Promise.all(loaded.map(async (k) => (await k.session.signing()).kid));
    expect(new Set(kids)).toEqual(new Set([rows.find((r) => r.purpose === "session")!.id]));
    const devKids = await Promise.all(loaded.map(async (k) => (await k.devIdp!.signing()).kid));
    expect(new Set(devKids).size).toBe(1);
    // What any one signs, every other verifies: sessions, unsubscribe links, ID tokens.
    const token = await sign(loaded[0]!.session);
    const link = signUnsubscribe(loaded[0]!.unsubscribe, { userId: claims.userId, category: "all" });
    const idToken = await signDevIdToken(loaded[0]!.devIdp!, { email: "someone@example.test" });
    for (const other of loaded.slice(1)) {
      expect(await verifyAccessToken(other.session, token)).toEqual(claims);
      expect(verifyUnsubscribe(other.unsubscribe, link)).toEqual({ userId: claims.userId, category: "all" });
      expect((await devVerifier(other.devIdp!).verify(idToken)).email).toBe("someone@example.test");
    }
  });

  it("let two apps started together accept each other's sign-ins and access tokens", async () => {
    const [first, second] = await sharedDatabases(2);
    const config = () => testConfig({ sessionSecret: undefined });
    const [a, b] = await Promise.all([
      buildApp(config(), { database: first!, logger: false }),
      buildApp(config(), { database: second!, logger: false }),
    ]);
    cleanups.push(async () => {
      await a.close();
      await b.close();
    });
    const db = first!.db;
    const member = await createUser(db);
    const { headers } = await sessionFor(db, a.deps.sessionKeys, member.id);
    expect((await b.inject({ method: "GET", url: "/api/events", headers })).statusCode).toBe(200);

    // An ID token of A's development issuer signs in on B; B's access token works on A.
    const email = "both@example.test";
    await createUser(db, { issuer: DEV_ISSUER, subject: devSubject(email), email });
    const { idToken } = (
      await a.inject({ method: "POST", url: "/dev-idp/token", payload: { email } })
    ).json();
    const login = await b.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { firebaseToken: idToken },
    });
    expect(login.statusCode).toBe(200);
    const authorization = `Bearer ${login.json().data.accessToken}`;
    expect(
      (await a.inject({ method: "GET", url: "/api/events", headers: { authorization } })).statusCode,
    ).toBe(200);
  });

  it("rotate: the new key signs, old tokens still verify, and other instances pick the new key up", async () => {
    const [db, otherDb] = await instances(2);
    await load(db!);
    const clockA = { now: Date.now() };
    const clockB = { now: Date.now() };
    const a = ringAt(db!, clockA);
    const b = ringAt(otherDb!, clockB);
    const old = await sign(a);
    const oldKid = kidOf(old);
    expect(await verifyAccessToken(b, old)).toEqual(claims);

    const { added } = await rotateSigningKeys(db!, ["session"]);
    expect(added).toEqual([{ purpose: "session", id: expect.any(String) }]);
    const newKid = added[0]!.id;
    expect(newKid).not.toBe(oldKid);

    // A signs with the key it knows until its next read, at most a minute later.
    expect(kidOf(await sign(a))).toBe(oldKid);
    clockA.now += KEY_REFRESH_MS;
    const fresh = await sign(a);
    expect(kidOf(fresh)).toBe(newKid);
    // B has not re-read its keys on schedule yet; a token with a kid it does not know makes it look.
    clockB.now += 6_000;
    expect(await verifyAccessToken(b, fresh)).toEqual(claims);
    // The old key still verifies on both, for as long as its tokens live.
    expect(await verifyAccessToken(a, old)).toEqual(claims);
    expect(await verifyAccessToken(b, old)).toEqual(claims);
    const rows = await keyRows(db!);
    const retired = rows.find((r) => r.id === oldKid)!;
    expect(retired.retiredAt).not.toBeNull();
    expect(rows.filter((r) => r.purpose === "session" && r.retiredAt === null).map((r) => r.id)).toEqual([
      newKid,
    ]);
  });

  it("refuse a retired key's tokens once it has expired, and delete it at the next rotation", async () => {
    const [db] = await instances(1);
    await load(db!);
    const clock = { now: Date.now() };
    const ring = ringAt(db!, clock);
    const old = await sign(ring);
    await rotateSigningKeys(db!, ["session"]);
    // Just past the 30 days and an hour it is kept for (the token itself carries a later exp).
    clock.now += (30 * 24 + 1) * 3600 * 1000 + 60_000;
    expect(await verifyAccessToken(ring, old)).toBeNull();
    expect(kidOf(await sign(ring))).not.toBe(kidOf(old));

    // Once the database's clock agrees, the key is gone from every instance's read and deleted.
    await db!
      .update(signingKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signingKeys.id, kidOf(old)!));
    expect(await verifyAccessToken(ringAt(db!, { now: Date.now() }), old)).toBeNull();
    const { deleted } = await rotateSigningKeys(db!, ["session"]);
    expect(deleted).toEqual([kidOf(old)]);
  });

  it("keep signing and verifying with the keys they know when a re-read fails", async () => {
    const database = await openTestDatabase();
    await load(database.db);
    const clock = { now: Date.now() };
    const errors: unknown[] = [];
    const ring = ringSessionKeys(
      keyRing({
        db: database.db,
        purpose: "session",
        clock: () => clock.now,
        onError: (e) => errors.push(e),
      }),
    );
    const token = await sign(ring);
    await database.close();
    clock.now += KEY_REFRESH_MS;
    expect(await verifyAccessToken(ring, token)).toEqual(claims);
    expect(kidOf(await sign(ring))).toBe(kidOf(token));
    expect(errors).toHaveLength(1);
  });

  it("two rotations at the same moment add one key", async () => {
    const dbs = await instances(2);
    await load(dbs[0]!);
    const results = await Promise.all(dbs.map((db) => rotateSigningKeys(db, ["session", "dev-idp"])));
    const rows = await keyRows(dbs[0]!);
    for (const purpose of ["session", "dev-idp"] as const) {
      expect(rows.filter((r) => r.purpose === purpose && r.retiredAt === null)).toHaveLength(1);
    }
    expect(results.flatMap((r) => r.added).length).toBeGreaterThanOrEqual(2);
  });

  it("rotate the development issuer's key: the JWKS lists both and old ID tokens still verify", async () => {
    const [db] = await instances(1);
    const keys = (await load(db!)).devIdp!;
    const old = await signDevIdToken(keys, { email: "old@example.test" });
    await rotateSigningKeys(db!, ["dev-idp"]);
    const fresh = devIdpKeys(keyRing({ db: db!, purpose: "dev-idp" }));
    expect((await fresh.publicJwks()).map((k) => k.kid)).toHaveLength(2);
    expect((await devVerifier(fresh).verify(old)).email).toBe("old@example.test");
    expect((await fresh.signing()).kid).not.toBe((await keys.signing()).kid);
  });

  it("use SESSION_SECRET when given, as before, and write no session key", async () => {
    const [db] = await instances(1);
    const secret = "an-operator-secret-long-enough-for-hs256-signing";
    const keys = await load(db!, tempDir(), secret);
    const token = await sign(keys.session);
    expect(kidOf(token)).toBeUndefined();
    // A token signed the old way (no kid) verifies, and so does this one for an older instance.
    expect(await verifyAccessToken(keys.session, await sign(staticSessionKeys(secret)))).toEqual(claims);
    expect(await verifyAccessToken(staticSessionKeys(secret), token)).toEqual(claims);
    expect(keys.unsubscribe).toEqual(secretKey(secret));
    expect((await keyRows(db!)).map((r) => r.purpose)).toEqual(["dev-idp"]);
  });

  it("import DATA_DIR/session-secret and the issuer's key file, keeping old tokens and links valid", async () => {
    const [db, otherDb] = await instances(2);
    const dataDir = tempDir();
    const legacy = "the-secret-an-older-server-generated-into-data-dir";
    writeFileSync(path.join(dataDir, "session-secret"), legacy);
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    writeFileSync(
      path.join(dataDir, "dev-idp-key.json"),
      JSON.stringify({ ...(await exportJWK(privateKey)), kid: "dev-old", alg: "ES256" }),
    );
    const legacyKeys = staticSessionKeys(legacy);
    const oldToken = await sign(legacyKeys);
    const oldLink = signUnsubscribe(secretKey(legacy), { userId: claims.userId, category: "requests" });

    const keys = await load(db!, dataDir);
    expect(await verifyAccessToken(keys.session, oldToken)).toEqual(claims);
    expect(verifyUnsubscribe(keys.unsubscribe, oldLink)).toEqual({
      userId: claims.userId,
      category: "requests",
    });
    expect(kidOf(await sign(keys.session))).toMatch(/^s-file-/);
    expect((await keys.devIdp!.signing()).kid).toBe("dev-old");
    // Imported once: the files are renamed, so a key later rotated out never comes back from them.
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
    expect(readFileSync(path.join(dataDir, "session-secret.imported"), "utf8")).toBe(legacy);
    expect(existsSync(path.join(dataDir, "dev-idp-key.json.imported"))).toBe(true);

    // Another instance with a secret file of its own, starting later: the database's key stays
    // current, and its file's key verifies its members' tokens until they expire.
    const otherDir = tempDir();
    writeFileSync(path.join(otherDir, "session-secret"), "another-instances-own-generated-secret");
    const otherOld = await sign(staticSessionKeys("another-instances-own-generated-secret"));
    const other = await load(otherDb!, otherDir);
    expect(await verifyAccessToken(other.session, otherOld)).toEqual(claims);
    // The first instance sees that key at its next read of the keys (within a minute).
    expect(await verifyAccessToken(ringAt(db!, { now: Date.now() }), otherOld)).toEqual(claims);
    expect((await other.session.signing()).kid).toBe((await keys.session.signing()).kid);
  });
});
