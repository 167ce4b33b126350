import { readdir, readFile, rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { isImageKey } from "../../shared/image-variants";
import { LIMITS } from "../../shared/limits";
import type { Db } from "../db/client";
import { images } from "../db/schema";
import type { Storage } from "./storage";

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
    const stored = new Set(
      (await opts.db.select({ key: images.key }).from(images).where(inArray(images.key, page))).map(
        (row) => row.key,
      ),
    );
    present += stored.size;
    for (const key of page.filter((k) => !stored.has(k))) {
      const body = await readFile(path.join(opts.dir, key)).catch(notFoundAsNull);
      // Gone meanwhile: another process sharing this folder imported it and moved the folder.
      if (!body) continue;
      if (body.length > LIMITS.imageMaxBytes) {
        skipped.push(key);
        continue;
      }
      await opts.storage.put(key, body);
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
