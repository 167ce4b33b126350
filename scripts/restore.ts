// `npm run restore -- <file> [--force]`: into an empty database (DATABASE_URL, else DATA_DIR's embedded
// one), then the row counts and images are checked against the backup's manifest (docs/operations.md).

import { opsEnv } from "../src/server/ops/ops-env";
import { formatRestoreReport } from "../src/server/ops/report";
import { restore } from "../src/server/ops/restore";
import { runOperation } from "./operation";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(1);
}

await runOperation(async () => {
  const report = await restore({ ...opsEnv(), file, force: args.includes("--force") });
  console.log(formatRestoreReport(report));
  if (!report.ok) {
    console.error("The restored database differs from the backup (see above).");
    process.exitCode = 1;
  } else {
    console.log(`Restored the backup of ${report.manifest.createdAt}; every count matches.`);
  }
});
