import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unpackArchive } from "./archive";
import { checkDataDirFiles, restoreDataDirFiles } from "./data-dir-files";
import { type CountComparison, compareCounts, type Inventory, takeInventory } from "./inventory";
import { DATA_DIR_ENTRY, MANIFEST_ENTRY, type Manifest, manifestSchema } from "./manifest";
import { RefusedError } from "./ops-errors";
import { pgRestore } from "./pg-tools";
import { hasPgliteDatabase, openPgliteClient, openPostgresClient, pgliteDir } from "./sql-client";

export type RestoreOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  file: string;
  force?: boolean;
};

export type RestoreReport = {
  manifest: Manifest;
  counts: CountComparison[];
  images: { expected: Manifest["images"]; actual: Inventory["images"] };
  ok: boolean;
};

export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  if (!existsSync(options.file)) throw new RefusedError(`No backup file at ${options.file}.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), "meetup-restore-"));
  try {
    await unpackArchive(options.file, staging);
    const manifest = await readManifest(staging);
    checkKind(manifest, options.databaseUrl);
    const dataDirFiles = path.join(staging, DATA_DIR_ENTRY);
    checkDataDirFiles(options.dataDir, dataDirFiles, manifest.files, options.force === true);
    const dump = path.join(staging, manifest.database);
    const inventory = options.databaseUrl
      ? await restorePostgres(options.databaseUrl, dump, options.force === true)
      : await restorePglite(options.dataDir, dump, options.force === true);
    await restoreDataDirFiles(options.dataDir, dataDirFiles, manifest.files);
    const counts = compareCounts(manifest.tables, inventory.tables);
    const ok =
      counts.every((row) => row.expected === row.actual) &&
      inventory.images.count === manifest.images.count &&
      inventory.images.bytes === manifest.images.bytes &&
      inventory.images.sha256 === manifest.images.sha256;
    return { manifest, counts, images: { expected: manifest.images, actual: inventory.images }, ok };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  const file = path.join(staging, MANIFEST_ENTRY);
  if (!existsSync(file))
    throw new RefusedError("This file is not a meetup backup (it has no manifest.json).");
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success)
    throw new RefusedError("This file's manifest.json is not one this version understands.");
  return parsed.data;
}

function checkKind(manifest: Manifest, databaseUrl: string | undefined): void {
  if (manifest.kind === "postgres" && !databaseUrl) {
    throw new RefusedError(
      "This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into.",
    );
  }
  if (manifest.kind === "pglite" && databaseUrl) {
    throw new RefusedError(
      "This is a backup of the embedded database: restore it without DATABASE_URL (into DATA_DIR), " +
        "then move it with `npm run migrate-to-postgres`.",
    );
  }
}

// Into an empty database; --force empties it first (drops the app's schemas and everything in them).
async function restorePostgres(url: string, dump: string, force: boolean): Promise<Inventory> {
  const client = await openPostgresClient(url);
  try {
    const [row] = await client.query<{ count: string }>(
      `select count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    if (Number(row?.count) > 0) {
      if (!force) {
        throw new RefusedError(
          "The target database is not empty (it has tables). Restore into a new, empty database, or run again with --force to drop everything in it first.",
        );
      }
      await client.query("drop schema if exists drizzle cascade");
      await client.query("drop schema if exists public cascade");
    }
    // pg_dump leaves out the public schema itself, which every new database has.
    await client.query("create schema if not exists public");
    await pgRestore({ url, file: dump });
    return await takeInventory(client);
  } finally {
    await client.close();
  }
}

async function restorePglite(dataDir: string, dump: string, force: boolean): Promise<Inventory> {
  if (hasPgliteDatabase(dataDir) && !force) {
    throw new RefusedError(
      `${pgliteDir(dataDir)} already holds a database. Restore into an empty DATA_DIR, or run again with --force to replace it.`,
    );
  }
  const blob = new Blob([await readFile(dump)]);
  // Under the lock (a running server makes the restore refuse), the old files go, then the dump loads.
  const client = await openPgliteClient(dataDir, {
    loadDataDir: blob,
    beforeOpen: () => rm(pgliteDir(dataDir), { recursive: true, force: true }),
  });
  try {
    return await takeInventory(client);
  } finally {
    await client.close();
  }
}
