import { readdir, readFile, rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { isImageKey, parseVariantKey } from "../../shared/image-variants";
import { LIMITS } from "../../shared/limits";
import type { Db } from "../db/client";
import { images, messages } from "../db/schema";
import { unnamedImageKeys } from "./database-storage";
import { CHAT_PHOTO_PREFIX, type Storage } from "./storage";

export type UploadsImport = {
  // Files whose key was not in the table yet, now stored.
  imported: number;
  // Image files whose key was there already (another instance imported them, or a second start).
  present: number;
  // Files that are not images the server made (other names, too large): left in the moved folder.
  skipped: string[];
  // Where the folder went: the next start finds no `uploads` folder and does nothing. Null when an
  // empty folder was removed, or another instance moved it first.
  movedTo: string | null;
  // Why the folder could not be moved (a read-only mount): it is read again at the next start,
  // which stores nothing twice but costs the reading.
  moveFailed?: string;
};

/**
 * Images stored as files before they lived in the database (DATA_DIR/uploads): each one missing from
 * the table is stored, then the folder is renamed to `uploads.imported-<time>` so that the next start
 * does not read it again, and so the files stay on disk until the operator deletes them. Inserts do
 * nothing on a key that exists, so two instances importing at once (one shared folder or two copies)
 * store each picture once; the one whose rename comes second finds the folder gone, which is fine.
 * Null when there is no folder to import.
 */
export async function importUploadFiles(opts: {
  db: Db;
  storage: Storage;
  dir: string;
  now?: Date;
}): Promise<UploadsImport | null> {
  const names = await fileNames(opts.dir);
  if (!names) return null;
  const keys = names.filter(isImageKey);
  const skipped = names.filter((name) => !isImageKey(name));
  let imported = 0;
  let present = 0;
  // A page of keys at a time: one query says which are stored, and only the others are read.
  for (let i = 0; i < keys.length; i += 200) {
    const page = keys.slice(i, i + 200);
    const targets = await targetsOf(opts.db, page);
    const stored = new Set(
      (
        await opts.db
          .select({ key: images.key })
          .from(images)
          .where(inArray(images.key, [...targets.values()].flat()))
      ).map((row) => row.key),
    );
    for (const key of page) {
      const missing = targets.get(key)!.filter((target) => !stored.has(target));
      if (missing.length === 0) {
        present += 1;
        continue;
      }
      const body = await readFile(path.join(opts.dir, key)).catch(notFoundAsNull);
      // Gone meanwhile: another process sharing this folder imported it and moved the folder.
      if (!body) continue;
      if (body.length > LIMITS.imageMaxBytes) {
        skipped.push(key);
        continue;
      }
      for (const target of missing) await opts.storage.put(target, body);
      imported += 1;
    }
  }
  const done = { imported, present, skipped };
  // An empty folder (nothing was ever uploaded) is not worth keeping aside.
  if (
    names.length === 0 &&
    (await rmdir(opts.dir).then(
      () => true,
      () => false,
    ))
  )
    return { ...done, movedTo: null };
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const movedTo = `${opts.dir}.imported-${stamp}`;
  try {
    await rename(opts.dir, movedTo);
    return { ...done, movedTo };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT"
      ? { ...done, movedTo: null }
      : { ...done, movedTo: null, moveFailed: String(code) };
  }
}

// Where each file of a page is stored: under its own key, except a chat photo's. Migration 0043 moved
// chat photos to private keys (a message names `chat-<picture>`) before this import can run, so such
// a file goes under its chat key, which only a signed link serves; and under its own public key too
// only when a profile picture, an avatar or a cover shows the same picture.
async function targetsOf(db: Db, page: string[]): Promise<Map<string, string[]>> {
  const originalOf = (key: string) => parseVariantKey(key)?.original ?? key;
  const originals = [...new Set(page.map(originalOf))];
  const rows = await db
    .select({ image: messages.image })
    .from(messages)
    .where(
      inArray(
        messages.image,
        originals.map((key) => `${CHAT_PHOTO_PREFIX}${key}`),
      ),
    );
  const chat = new Set(rows.map((row) => row.image!.slice(CHAT_PHOTO_PREFIX.length)));
  const unshown = new Set(await unnamedImageKeys(db, [...chat]));
  return new Map(
    page.map((key) => {
      const original = originalOf(key);
      if (!chat.has(original)) return [key, [key]];
      const secret = `${CHAT_PHOTO_PREFIX}${key}`;
      return [key, unshown.has(original) ? [secret] : [key, secret]];
    }),
  );
}

// The regular files of the folder, or null when there is no folder.
async function fileNames(dir: string): Promise<string[] | null> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function notFoundAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === "ENOENT") return null;
  throw error;
}
