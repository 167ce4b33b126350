import v8 from "node:v8";
import type { FastifyInstance } from "fastify";
import { seedDemoData } from "./features/demo/seed";
import { warmDiscovery } from "./features/discovery/warm";
import { placeEvents, seedLocations } from "./features/locations/service";

// Reference data on every start (a no-op once loaded); demo data on an empty database in development.
// Instances starting together take turns (as with the migrations): one loads, the others find it loaded.
// Then the in-memory snapshots discovery and matching rank from.
export async function prepareData(app: FastifyInstance): Promise<void> {
  const { db, config, storage, database } = app.deps;
  await database.exclusive(async () => {
    const states = await seedLocations({ db });
    if (states) app.log.info({ states }, "loaded the states and cities of India");
    if (config.demoData) {
      const seeded = await seedDemoData({ db, storage, adminEmails: config.adminEmails });
      if (seeded) app.log.info(seeded, "loaded demo data");
    }
    await placeEvents({ db });
  });
  // Able to rank before it listens (issue 39): the first page of the first member waits for nothing.
  const warmed = await warmDiscovery({ db, index: app.deps.memberIndex });
  const heap = heapAfterWarming();
  app.log.info({ ...warmed, ...heap }, "built the member index and the listing snapshot");
  // A full rebuild holds a second listing snapshot and requests need room beside it: past half the
  // heap's limit (npm start's SERVER_HEAP_MB, ADR 0060) the instance would run out before long.
  if (heap.heapUsedMb > heap.heapLimitMb / 2)
    app.log.warn(
      heap,
      "the snapshots hold over half of the heap's limit: raise SERVER_HEAP_MB (docs/scale.md)",
    );
}

function heapAfterWarming(): { heapUsedMb: number; heapLimitMb: number } {
  const { used_heap_size: used, heap_size_limit: limit } = v8.getHeapStatistics();
  return { heapUsedMb: Math.round(used / 1048576), heapLimitMb: Math.round(limit / 1048576) };
}
