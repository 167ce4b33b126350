import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import type { Db } from "../../db/client";
import type { SigningKeyPurpose } from "../../db/schema";
import { insertFirstKey, insertRetiredKey, type KeyMaterial } from "./store";

// How a purpose's keys are made and how long a retired one must keep verifying.
export type KeySpec = {
  purpose: SigningKeyPurpose;
  generate(): Promise<KeyMaterial>;
  // The longest lifetime of a token the key signs plus a margin; null: never rotated.
  keepRetiredForMs: number | null;
};

/** A new key id: a prefix naming the purpose, the time (so ids sort by age when read) and randomness. */
export function newKeyId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
}

/** A stable id for a secret imported from a file, so importing it twice adds it once. */
export function importedKeyId(prefix: string, secret: string): string {
  return `${prefix}-file-${createHash("sha256").update(secret).digest("hex").slice(0, 12)}`;
}

/**
 * Makes sure the purpose has a current key. A key imported from DATA_DIR (what the server used
 * before keys lived in the database) becomes the first key, so the tokens it signed stay valid; if
 * another instance's key got there first, the imported one is kept as a retired key for the lifetime
 * of its tokens instead. Without an import a new key is made, and the race is settled by the insert.
 */
export async function provisionKey(db: Db, spec: KeySpec, imported: KeyMaterial | null): Promise<void> {
  if (!imported) {
    await insertFirstKey(db, spec.purpose, await spec.generate());
    return;
  }
  const first = await insertFirstKey(db, spec.purpose, imported);
  if (!first && spec.keepRetiredForMs !== null) {
    await insertRetiredKey(db, spec.purpose, imported, spec.keepRetiredForMs);
  }
}

/** The contents of a key file the server used to keep in DATA_DIR; null when there is none. */
export function readKeyFile(dataDir: string, name: string): string | null {
  const file = path.join(dataDir, name);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * Renames an imported key file to `<name>.imported`: it is imported once, so a key rotated out of the
 * database (perhaps because it leaked) never comes back from the file at the next start.
 */
export function markKeyFileImported(dataDir: string, name: string): void {
  const file = path.join(dataDir, name);
  try {
    renameSync(file, `${file}.imported`);
  } catch {
    // A read-only DATA_DIR: a second import adds nothing, the key's id being the same.
  }
}
