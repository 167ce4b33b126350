import { emailJobHandlers } from "../features/email/service";
import type { Mailer } from "../platform/mail";
import type { TestApp } from "./app";

// The email jobs' handlers as a test's app runs them (with its own mailer unless told another), for
// the tests that run them on a worker with a clock of their own.
export const emailHandlersOf = (t: TestApp, mailer: Mailer = t.app.deps.mailer) =>
  emailJobHandlers({
    db: t.database.db,
    mailer,
    key: t.app.deps.unsubscribeKey,
    // As the app's own worker has it (app/jobs.ts).
    publicUrl: t.config.publicUrl ?? `http://localhost:${t.config.port}`,
    quietByDefault: t.config.defaultQuietHours,
  });
