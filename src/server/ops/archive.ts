import { existsSync, readdirSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";

// A backup is one gzipped tarball of a staging directory: manifest.json first (so that `tar tzf`
// shows it on top and a reader finds it early), then the database and the DATA_DIR files.
// Written beside the target and renamed when complete: a failed run leaves no file that looks whole.
export async function packArchive(stagingDir: string, file: string, first: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const rest = readdirSync(stagingDir).filter((entry) => entry !== first);
  const partial = `${file}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: stagingDir, portable: true }, [first, ...rest]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

export const archiveExists = (file: string) => existsSync(file);

export async function unpackArchive(file: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  // strict: a damaged archive is an error, not a partial restore.
  await tar.extract({ file, cwd: into, strict: true });
}
