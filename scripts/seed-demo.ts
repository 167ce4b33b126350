// Fills an empty database (DATA_DIR or DATABASE_URL) with demo data; leaves a filled one alone.
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { seedDemoData } from "../src/server/features/demo/seed";
import { seedLocations } from "../src/server/features/locations/service";

const config = loadConfig();
const app = await buildApp(config, { logger: false });
try {
  const { db, storage } = app.deps;
  await seedLocations({ db });
  const summary = await seedDemoData({ db, storage, adminEmails: config.adminEmails });
  console.log(
    summary
      ? `Demo data loaded: ${JSON.stringify(summary)}`
      : "The database already has members; nothing was added.",
  );
} finally {
  await app.close();
}
