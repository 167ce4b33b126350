// `npm run migrate-to-postgres [-- --force]`: copies DATA_DIR's embedded database into DATABASE_URL
// and compares the two (counts, all-row digests, 50 sampled rows a table); exits 1 on a difference.
import { migrateToPostgres } from "../src/server/ops/migrate-to-postgres";
import { opsEnv } from "../src/server/ops/ops-env";
import { formatComparison } from "../src/server/ops/report";
import { runOperation } from "./operation";

const { dataDir, databaseUrl } = opsEnv();
if (!databaseUrl) {
  console.error(
    "Set DATABASE_URL to the PostgreSQL database to move into (DATA_DIR names the embedded one).",
  );
  process.exit(1);
}

await runOperation(async () => {
  const started = Date.now();
  const comparison = await migrateToPostgres({
    dataDir,
    databaseUrl,
    force: process.argv.includes("--force"),
    progress: (table, rows) => console.log(`copied ${table}: ${rows} rows`),
  });
  console.log(formatComparison(comparison));
  if (!comparison.ok) {
    console.error(
      "The PostgreSQL database differs from the embedded one (see above); do not switch to it yet.",
    );
    process.exitCode = 1;
  } else {
    console.log(`Every table matches (${Date.now() - started} ms). Start the server with DATABASE_URL set.`);
  }
});
