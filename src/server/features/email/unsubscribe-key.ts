import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { type KeySpec, newKeyId, provisionKey } from "../../platform/signing-keys/provision";
import { type KeyMaterial, verifyingKeys } from "../../platform/signing-keys/store";

// Unsubscribe links have a key of their own that is never rotated: they sit in members' mailboxes
// for years, and a link signed with a rotated-out session key would stop working. What its theft
// allows (turning someone's emails off) is small, and the key signs nothing else (ADR 0004).
export const UNSUBSCRIBE_KEY_SPEC: KeySpec = {
  purpose: "unsubscribe",
  generate: async () => ({ id: newKeyId("u"), secret: randomBytes(48).toString("base64url") }),
  keepRetiredForMs: null,
};

/**
 * The unsubscribe key from the database, made once; `imported` (the old DATA_DIR session secret,
 * which signed the links of emails already sent) becomes it when the database has none yet.
 */
export async function loadUnsubscribeKey(db: Db, imported: KeyMaterial | null): Promise<Uint8Array> {
  await provisionKey(db, UNSUBSCRIBE_KEY_SPEC, imported);
  const current = (await verifyingKeys(db, "unsubscribe")).find((k) => k.current);
  if (!current) throw new Error("No unsubscribe key in the database");
  return new TextEncoder().encode(current.secret);
}
