import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { RefusedError } from "./ops-errors";

// The DATA_DIR files a backup carries besides the database. Signing keys and images are rows of
// the database; the web push keys (config.ts) are a file when not given in the environment, and a
// new pair would orphan every browser's push subscription.
export const DATA_DIR_FILES = ["vapid-keys.json"];

export async function copyDataDirFiles(dataDir: string, into: string): Promise<string[]> {
  const present = DATA_DIR_FILES.filter((name) => existsSync(path.join(dataDir, name)));
  await mkdir(into, { recursive: true });
  for (const name of present) await copyFile(path.join(dataDir, name), path.join(into, name));
  return present;
}

// A file that exists with other contents would be overwritten: refused unless forced.
export function checkDataDirFiles(dataDir: string, from: string, names: string[], force: boolean): void {
  if (force) return;
  for (const name of names) {
    const target = path.join(dataDir, name);
    if (existsSync(target) && !readFileSync(target).equals(readFileSync(path.join(from, name)))) {
      throw new RefusedError(
        `${target} exists and differs from the backup's copy; restoring would replace it. Run again with --force to replace it.`,
      );
    }
  }
}

export async function restoreDataDirFiles(dataDir: string, from: string, names: string[]): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  for (const name of names) await copyFile(path.join(from, name), path.join(dataDir, name));
}
