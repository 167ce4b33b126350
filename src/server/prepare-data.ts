import type { FastifyInstance } from "fastify";
import { seedDemoData } from "./features/demo/seed";
import { seedLocations } from "./features/locations/service";

// Reference data on every start (a no-op once loaded); demo data on an empty database in development.
export async function prepareData(app: FastifyInstance): Promise<void> {
  const { db, config, storage } = app.deps;
  const states = await seedLocations({ db });
  if (states) app.log.info({ states }, "loaded the states and cities of India");
  if (config.demoData) {
    const seeded = await seedDemoData({ db, storage, adminEmails: config.adminEmails });
    if (seeded) app.log.info(seeded, "loaded demo data");
  }
}
