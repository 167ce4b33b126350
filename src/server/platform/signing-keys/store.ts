import { and, asc, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type SigningKeyPurpose, signingKeys } from "../../db/schema";

// A key as made or imported: its id (the token's `kid`) and its secret material.
export type KeyMaterial = { id: string; secret: string };
export type StoredKey = KeyMaterial & { current: boolean; expiresAt: Date | null };

const secondsFrom = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * Makes `key` the purpose's current key unless one already is. Several instances starting together
 * on an empty database each try; the partial unique index (one current key per purpose) lets exactly
 * one insert win, and every instance then reads that one. True when this call's key was inserted.
 */
export async function insertFirstKey(db: Db, purpose: SigningKeyPurpose, key: KeyMaterial): Promise<boolean> {
  const rows = await db
    .insert(signingKeys)
    .values({ id: key.id, purpose, secret: key.secret })
    .onConflictDoNothing()
    .returning({ id: signingKeys.id });
  return rows.length > 0;
}

/** Keeps a key that is not current (an instance's old file key that lost the race) verifying for a while. */
export async function insertRetiredKey(
  db: Db,
  purpose: SigningKeyPurpose,
  key: KeyMaterial,
  keepForMs: number,
): Promise<void> {
  await db
    .insert(signingKeys)
    .values({
      id: key.id,
      purpose,
      secret: key.secret,
      retiredAt: sql`now()`,
      expiresAt: secondsFrom(keepForMs),
    })
    .onConflictDoNothing();
}

/** The keys that still verify, the current one first, then the newest first. */
export async function verifyingKeys(db: Db, purpose: SigningKeyPurpose): Promise<StoredKey[]> {
  const rows = await db
    .select({
      id: signingKeys.id,
      secret: signingKeys.secret,
      retiredAt: signingKeys.retiredAt,
      expiresAt: signingKeys.expiresAt,
    })
    .from(signingKeys)
    .where(
      and(
        eq(signingKeys.purpose, purpose),
        or(isNull(signingKeys.expiresAt), gt(signingKeys.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(sql`${signingKeys.retiredAt} is not null`, desc(signingKeys.createdAt), asc(signingKeys.id));
  return rows.map((r) => ({
    id: r.id,
    secret: r.secret,
    current: r.retiredAt === null,
    expiresAt: r.expiresAt,
  }));
}

/**
 * Rotation: `next` becomes the current key; the one it replaces keeps verifying for `keepForMs` (the
 * longest lifetime of a token it signed, plus a margin). Two rotations at once add one key: the
 * second finds no current key left to retire and its insert meets the first's new key. True when
 * `next` was added.
 */
export async function rotateKey(
  db: Db,
  purpose: SigningKeyPurpose,
  next: KeyMaterial,
  keepForMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(signingKeys)
      .set({ retiredAt: sql`now()`, expiresAt: secondsFrom(keepForMs) })
      .where(and(eq(signingKeys.purpose, purpose), isNull(signingKeys.retiredAt)));
    const rows = await tx
      .insert(signingKeys)
      .values({ id: next.id, purpose, secret: next.secret })
      .onConflictDoNothing()
      .returning({ id: signingKeys.id });
    return rows.length > 0;
  });
}

/** Deletes the keys that no longer verify anything; their ids answer how many went. */
export async function deleteExpiredKeys(db: Db): Promise<string[]> {
  const rows = await db
    .delete(signingKeys)
    .where(lt(signingKeys.expiresAt, sql`now()`))
    .returning({ id: signingKeys.id });
  return rows.map((r) => r.id);
}
