import pg from "pg";

// A throwaway PostgreSQL database for one bench run, beside the one `adminUrl` names: created
// empty, answered as a connection string, dropped (with whatever still holds it) at the end.
export async function scratchDatabase(adminUrl: string, name: string) {
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
