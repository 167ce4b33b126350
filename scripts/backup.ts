// `npm run backup [-- <file>]`: the database (pg_dump with DATABASE_URL, else the embedded database,
// which needs the server stopped) and DATA_DIR's web push keys in one .tar.gz (docs/operations.md).
import { backup } from "../src/server/ops/backup";
import { opsEnv } from "../src/server/ops/ops-env";
import { runOperation } from "./operation";

await runOperation(async () => {
  const started = Date.now();
  const { file, manifest } = await backup({ ...opsEnv(), file: process.argv[2] });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up the ${manifest.kind === "postgres" ? "PostgreSQL" : "embedded"} database to ${file}`,
  );
  console.log(
    `${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.images.count} images ` +
      `(${manifest.images.bytes} bytes), files: ${manifest.files.join(", ") || "none"}, ${Date.now() - started} ms`,
  );
});
