// A freshly started instance for `npm run bench` (bench-fresh.ts starts it): as src/server/main.ts
// starts one (the app, its reference data and warm snapshots, then listening), on the bench's
// database, in a process of its own so that nothing is warm but what the start makes warm. Prints
// {"port": n} once it listens; closes on SIGTERM, printing {"maxRssMb": n}: the most memory the
// process held at once (its start and full build, the load it was given, a rebuild under it).
import { buildApp } from "../src/server/app";
import { prepareData } from "../src/server/prepare-data";
import { benchConfig } from "./bench-config";

const config = benchConfig({
  dataDir: process.env.BENCH_FRESH_DATA_DIR ?? "",
  databaseUrl: process.env.BENCH_FRESH_DATABASE_URL || undefined,
  // No phone code is asked for here; the provider's address only has to be well formed.
  sms: { url: "http://127.0.0.1:9/sms", token: "bench-sms-token-0123456789" },
});
const app = await buildApp(config);
await prepareData(app);
await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
process.once("SIGTERM", () => {
  // resourceUsage's maxRSS is the kernel's high-water mark, in kilobytes.
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ maxRssMb })}\n`);
  void app.close().then(() => process.exit(0));
});
