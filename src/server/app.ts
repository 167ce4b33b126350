import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildDeps } from "./app/deps";
import { createFastify } from "./app/fastify";
import { registerHooks } from "./app/hooks";
import { startJobsWhenReady } from "./app/jobs";
import { registerRoutes } from "./app/routes";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { setAppName } from "./platform/i18n/words";
import { importUploadFiles } from "./platform/uploads-import";
import { loadAppKeys } from "./signing-keys";

export type { AppDeps } from "./app/deps";

export type BuildOptions = {
  // Tests hand in a database of their own; otherwise one is opened from the config.
  database?: Database;
  logger?: boolean;
  // Where JSON log lines go (stdout by default); tests read them to prove no token is logged.
  logStream?: { write(line: string): void };
};

// The app, put together from app/: the deps (deps.ts, with the domain events' subscribers from
// subscribers.ts and every feature's job handlers from jobs.ts), the hooks every request goes
// through (hooks.ts), then every route (routes.ts). Keep the steps in this order: Fastify runs hooks
// of one kind in the order they are added.
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Every email, push, share card and calendar file from here on carries the configured name.
  setAppName(config.appName);
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: config.dataDir },
    ));
  // After the migrations (the keys are rows), before anything signs or verifies.
  // Failed re-reads later are logged (the app exists by then) and the known keys kept.
  const keys = await loadAppKeys({
    db: database.db,
    dataDir: config.dataDir,
    sessionSecret: config.sessionSecret,
    devIdp: !config.googleClientId,
    onError: (error) => app.log.error(error, "signing keys"),
  });
  const app = createFastify(config, options);

  const { deps, hub, clock, close } = await buildDeps(app, config, {
    database,
    ownsDatabase: !options.database,
    keys,
  });
  app.decorate("deps", deps);
  await importUploads(app);
  app.addHook("preClose", async () => hub.closeAll());
  // The worker stops before the database closes: jobs in hand get a few seconds to finish, and any
  // that do not are run again after their lease by the next process.
  app.addHook("preClose", async () => deps.jobs.stop({ graceMs: 5000 }));
  app.addHook("onClose", async () => close());

  await registerHooks(app);
  await registerRoutes(app, { hub, clock, devIdpKeys: keys.devIdp });
  if (config.jobsWorker) startJobsWhenReady(app);
  if (!config.smtpUrl && config.env === "production") {
    app.log.warn("SMTP_URL is unset: emails are written to the log, not sent.");
  }
  if (!config.sms.url && config.env === "production") {
    app.log.warn("SMS_URL is unset: phone verification is unavailable (no codes are sent).");
  }
  return app;
}

// Pictures stored as files before they lived in the database (ADR 0018) are imported once.
async function importUploads(app: FastifyInstance): Promise<void> {
  const { config, db, storage } = app.deps;
  const done = await importUploadFiles({ db, storage, dir: path.join(config.dataDir, "uploads") });
  if (!done) return;
  const { skipped, ...counts } = done;
  app.log.info({ ...counts, skipped: skipped.length }, "imported DATA_DIR/uploads into the images table");
  if (skipped.length)
    app.log.warn({ files: skipped.slice(0, 20) }, "uploads left out: not images the server made");
  if (done.moveFailed)
    app.log.warn(
      { code: done.moveFailed },
      "could not move DATA_DIR/uploads aside: it is read again next start",
    );
}
