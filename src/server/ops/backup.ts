import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { archiveExists, packArchive } from "./archive";
import { copyDataDirFiles } from "./data-dir-files";
import { type Inventory, takeInventory } from "./inventory";
import { DATA_DIR_ENTRY, MANIFEST_ENTRY, type Manifest } from "./manifest";
import { RefusedError } from "./ops-errors";
import { checkPgDump, pgDump } from "./pg-tools";
import { hasPgliteDatabase, openPgliteClient, openPostgresClient } from "./sql-client";

export type BackupOptions = { databaseUrl: string | undefined; dataDir: string; file?: string; now?: Date };

// `./backups/meetup-20261125T175447Z.tar.gz`: sorts by time, and no two runs a second apart collide.
export function defaultBackupFile(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return path.join("backups", `meetup-${stamp}.tar.gz`);
}

export async function backup(options: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const file = path.resolve(options.file ?? defaultBackupFile(now));
  if (archiveExists(file)) throw new RefusedError(`${file} exists already; name another file.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), "meetup-backup-"));
  try {
    const dumped = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, staging)
      : await dumpPglite(options.dataDir, staging);
    const files = await copyDataDirFiles(options.dataDir, path.join(staging, DATA_DIR_ENTRY));
    const manifest: Manifest = {
      format: "meetup-backup",
      version: 1,
      kind: options.databaseUrl ? "postgres" : "pglite",
      createdAt: now.toISOString(),
      serverVersion: dumped.serverVersion,
      database: dumped.entry,
      files,
      ...dumped.inventory,
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(staging, file, MANIFEST_ENTRY);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

type Dumped = { entry: string; serverVersion: string; inventory: Inventory };

// pg_dump runs in a snapshot exported by a transaction that also counts the rows, so the manifest
// counts exactly what the dump holds while the servers keep writing.
async function dumpPostgres(url: string, staging: string): Promise<Dumped> {
  const client = await openPostgresClient(url);
  try {
    const [server] = await client.query<{ num: string; version: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as version",
    );
    await checkPgDump(Number(server?.num));
    await client.query("begin isolation level repeatable read read only");
    const [snapshot] = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const inventory = await takeInventory(client);
    const entry = "database.pgdump";
    await pgDump({ url, file: path.join(staging, entry), snapshot: snapshot!.id });
    await client.query("commit");
    return { entry, serverVersion: server!.version, inventory };
  } finally {
    await client.close();
  }
}

// PGlite's own tarball of its data directory, taken under the server's lock (so never while a
// server runs on it).
async function dumpPglite(dataDir: string, staging: string): Promise<Dumped> {
  if (!hasPgliteDatabase(dataDir)) {
    throw new RefusedError(`There is no embedded database in ${dataDir} (and DATABASE_URL is not set).`);
  }
  const client = await openPgliteClient(dataDir);
  try {
    const [server] = await client.query<{ version: string }>(
      "select current_setting('server_version') as version",
    );
    const inventory = await takeInventory(client);
    const entry = "pglite-data.tar";
    const dump = await client.dumpDataDir();
    await writeFile(path.join(staging, entry), Buffer.from(await dump.arrayBuffer()));
    return { entry, serverVersion: `${server!.version} (PGlite)`, inventory };
  } finally {
    await client.close();
  }
}
