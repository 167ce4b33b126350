import { readdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";

// A backup is one gzipped tarball of a staging directory: manifest.json first (so that `tar tzf`
// shows it on top and a reader finds it early), then the database and the DATA_DIR files.
export async function packArchive(stagingDir: string, file: string, first: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const rest = readdirSync(stagingDir).filter((entry) => entry !== first);
  await tar.create({ gzip: true, file, cwd: stagingDir, portable: true }, [first, ...rest]);
}

export async function unpackArchive(file: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  // strict: a damaged archive is an error, not a partial restore.
  await tar.extract({ file, cwd: into, strict: true });
}
