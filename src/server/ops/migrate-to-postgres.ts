import { type Comparison, compareDatabases } from "./compare-databases";
import { type CopyProgress, copyTables } from "./copy-tables";
import { RefusedError } from "./ops-errors";
import { hasPgliteDatabase, openPgliteClient, openPostgresClient } from "./sql-client";
import { listTables } from "./table-catalog";

export type MigrateOptions = {
  dataDir: string;
  databaseUrl: string;
  force?: boolean;
  sampleSize?: number;
  progress?: CopyProgress;
};

/**
 * Moves the embedded database in DATA_DIR into the PostgreSQL database at `databaseUrl`: both are
 * brought to this build's migrations, every row is copied, and the two are compared. The embedded
 * database is left as it was (the server's lock keeps a running server out while this runs).
 */
export async function migrateToPostgres(options: MigrateOptions): Promise<Comparison> {
  if (!hasPgliteDatabase(options.dataDir)) {
    throw new RefusedError(`There is no embedded database in ${options.dataDir} to move.`);
  }
  const source = await openPgliteClient(options.dataDir);
  try {
    const target = await openPostgresClient(options.databaseUrl);
    try {
      await source.migrate();
      await target.migrate();
      const [members] = await target.query<{ count: string }>(
        "select count(*)::text as count from public.users",
      );
      if (Number(members?.count) > 0 && !options.force) {
        throw new RefusedError(
          `The target database already has ${members?.count} members. Move into a new database, or run again with --force to replace everything in it.`,
        );
      }
      await checkSameTables(source, target);
      await copyTables(source, target, options.progress);
      return await compareDatabases(source, target, options.sampleSize ?? 50);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

// Both sides migrated by this build have the same tables and columns; a target migrated by a newer
// build (or changed by hand) is refused rather than half-copied.
async function checkSameTables(
  source: Parameters<typeof listTables>[0],
  target: Parameters<typeof listTables>[0],
) {
  const shape = async (client: Parameters<typeof listTables>[0]) =>
    JSON.stringify(
      (await listTables(client)).map((t) => [t.name, t.columns.map((c) => [c.name, c.type, c.generated])]),
    );
  if ((await shape(source)) !== (await shape(target))) {
    throw new RefusedError(
      "The target database's tables differ from the embedded database's (another version of the app migrated it?). Move into a new database.",
    );
  }
}
