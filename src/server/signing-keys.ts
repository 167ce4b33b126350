import type { Db } from "./db/client";
import {
  ringSessionKeys,
  SESSION_KEY_SPEC,
  type SessionKeys,
  secretKey,
  staticSessionKeys,
} from "./features/auth/session-keys";
import { DEV_IDP_KEY_SPEC, type DevIdpKeys, loadDevIdpKeys } from "./features/dev-idp/keys";
import { loadUnsubscribeKey } from "./features/email/unsubscribe-key";
import { keyRing } from "./platform/signing-keys/key-ring";
import {
  importedKeyId,
  markKeyFileImported,
  provisionKey,
  readKeyFile,
} from "./platform/signing-keys/provision";
import { deleteExpiredKeys, rotateKey } from "./platform/signing-keys/store";

// The file the session secret was kept in before keys moved to the database (issue 14).
const SESSION_SECRET_FILE = "session-secret";

export type AppKeys = {
  session: SessionKeys;
  unsubscribe: Uint8Array;
  // Only without Google: the development issuer's keys.
  devIdp: DevIdpKeys | undefined;
};

/**
 * Every key the server signs with. SESSION_SECRET, when given, signs sessions and unsubscribe links
 * as it always did, and nothing is written. Otherwise the keys live in the database, shared by every
 * instance on it: created once (race-safe), or imported from DATA_DIR/session-secret so that sessions
 * and emailed links made before the move keep working. The development issuer's key lives in the
 * database either way (ADR 0004).
 */
export async function loadAppKeys(opts: {
  db: Db;
  dataDir: string;
  sessionSecret: string | undefined;
  devIdp: boolean;
  onError?: (error: unknown) => void;
}): Promise<AppKeys> {
  const { db } = opts;
  const onError = opts.onError ? { onError: opts.onError } : {};
  const devIdp = opts.devIdp ? await loadDevIdpKeys(db, { dataDir: opts.dataDir, ...onError }) : undefined;
  if (opts.sessionSecret) {
    return {
      session: staticSessionKeys(opts.sessionSecret),
      unsubscribe: secretKey(opts.sessionSecret),
      devIdp,
    };
  }
  const fileSecret = readKeyFile(opts.dataDir, SESSION_SECRET_FILE);
  await provisionKey(
    db,
    SESSION_KEY_SPEC,
    fileSecret ? { id: importedKeyId("s", fileSecret), secret: fileSecret } : null,
  );
  const unsubscribe = await loadUnsubscribeKey(
    db,
    fileSecret ? { id: importedKeyId("u", fileSecret), secret: fileSecret } : null,
  );
  if (fileSecret) markKeyFileImported(opts.dataDir, SESSION_SECRET_FILE);
  return { session: ringSessionKeys(keyRing({ db, purpose: "session", ...onError })), unsubscribe, devIdp };
}

// The keys `npm run rotate-keys` can rotate. Unsubscribe links' key is not among them (see
// features/email/unsubscribe-key.ts).
const ROTATABLE = { session: SESSION_KEY_SPEC, "dev-idp": DEV_IDP_KEY_SPEC } as const;
export type RotatablePurpose = keyof typeof ROTATABLE;
export const ROTATABLE_PURPOSES = Object.keys(ROTATABLE) as RotatablePurpose[];

/**
 * Adds a new current key for each purpose; the keys it replaces keep verifying until the tokens they
 * signed have expired. Running instances sign with the new key within a minute (KEY_REFRESH_MS) and
 * verify its tokens at once. Keys that verify nothing any more are deleted.
 */
export async function rotateSigningKeys(
  db: Db,
  purposes: RotatablePurpose[],
): Promise<{ added: { purpose: RotatablePurpose; id: string }[]; deleted: string[] }> {
  const added: { purpose: RotatablePurpose; id: string }[] = [];
  for (const purpose of purposes) {
    const spec = ROTATABLE[purpose];
    const next = await spec.generate();
    if (await rotateKey(db, purpose, next, spec.keepRetiredForMs ?? 0)) added.push({ purpose, id: next.id });
  }
  return { added, deleted: await deleteExpiredKeys(db) };
}
