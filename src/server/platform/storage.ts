import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

// Where uploaded and generated images live. Local files today; the interface leaves room for S3.
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  urlFor(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9._-]{0,200}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

export function localStorage(dir: string): Storage {
  return {
    async put(key, body) {
      if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, key);
      // Content-addressed keys: an existing file already holds these bytes.
      if (await exists(target)) return;
      // A temporary name of its own per write: identical uploads at the same moment (same key) must not
      // share one, or one's rename takes the other's file away. Rename is atomic, so the last one wins
      // with the same bytes.
      const temp = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(path.join(dir, key));
      } catch {
        return null;
      }
    },
    urlFor: (key) => `/uploads/${key}`,
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

// Images the project ships (presets, defaults) are stored as their public path, uploads as a key.
export function imageUrl(storage: Storage, value: string | null | undefined): string | null {
  if (!value) return null;
  return value.startsWith("/") ? value : storage.urlFor(value);
}
