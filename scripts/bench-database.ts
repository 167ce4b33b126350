import pg from "pg";

// A throwaway PostgreSQL database for one bench run, beside the one `adminUrl` names: created
// empty, answered as a connection string, dropped (with whatever still holds it) at the end.
export async function scratchDatabase(adminUrl: string, name: string, opts: { throwaway?: boolean } = {}) {
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  // A test's database (not a bench's, which measures commits as production makes them): nothing in
  // it outlives the run, so its commits need not wait for the disk.
  if (opts.throwaway) await runAdmin(adminUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  return {
    url: urlOf(adminUrl, name),
    drop: async () => {
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * For the plan scripts: with `keep`, the database `name` kept from an earlier run (reused: `seeded`
 * true) or made now and kept after; without, a scratch database of this process, dropped at the end.
 */
export async function keptOrScratchDatabase(adminUrl: string, name: string, keep: boolean) {
  if (keep) {
    const found = await runAdmin(adminUrl, "select 1 from pg_database where datname = $1", [name]);
    if (found > 0) return { url: urlOf(adminUrl, name), seeded: true, drop: async () => {} };
    await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
    return { url: urlOf(adminUrl, name), seeded: false, drop: async () => {} };
  }
  return { ...(await scratchDatabase(adminUrl, `${name}_${process.pid}`)), seeded: false };
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's admin database; answers the rows it returned. */
async function runAdmin(adminUrl: string, sql: string, params: unknown[] = []): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query(sql, params)).rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
