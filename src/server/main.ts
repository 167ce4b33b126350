import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/client";
import { shutDownGracefully } from "./platform/graceful-shutdown";
import { prepareData } from "./prepare-data";

// Reads the config, opens the database (migrating it), loads reference and demo data, listens.
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await prepareData(app);
  // Fail readiness for SHUTDOWN_DELAY_MS, then drain, close sockets with 1001, stop the worker,
  // close pools; exit within 10 s of the delay whatever hangs.
  // A second signal (Ctrl-C twice) gets Node's default: the process ends at once.
  const close = (signal: string) =>
    void shutDownGracefully({
      app,
      lifecycle: app.deps.lifecycle,
      stopJobs: (graceMs) => app.deps.jobs.stop({ graceMs }),
      signal,
      timings: { readinessMs: config.shutdownDelayMs },
    });
  process.once("SIGINT", () => close("SIGINT"));
  process.once("SIGTERM", () => close("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
