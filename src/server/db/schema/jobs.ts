import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

export const jobStateEnum = pgEnum("job_state", ["pending", "running", "done", "failed"]);

// The outbox and job queue (ADR 0017): a change writes its jobs in its own transaction, a worker in
// the server process claims due ones with FOR UPDATE SKIP LOCKED and runs them at least once.
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    // One job per key: enqueueing the same key again (a retried change) does nothing.
    dedupKey: text("dedup_key").notNull().unique("jobs_dedup_key_uq"),
    state: jobStateEnum("state").notNull().default("pending"),
    // Whole milliseconds, as the worker's clock (a JS Date) reads them: a job queued in the very
    // millisecond a worker claims in is due for it, not a microsecond after.
    runAt: timestamp("run_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(6),
    lastError: text("last_error"),
    // While running: when the claim lapses. A worker that died mid-run leaves its job claimable again.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // The worker's one question: what is due? Done and failed jobs stay out of this index.
    index("jobs_due_idx").on(t.runAt).where(sql`${t.state} = 'pending'`),
    index("jobs_running_idx").on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index("jobs_failed_idx").on(t.finishedAt).where(sql`${t.state} = 'failed'`),
    check("jobs_attempts_ck", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

// Emails a member asked not to receive, by category ("all" stops every one), set by the one-click
// unsubscribe link without signing in. "messages" stops the digest of unread direct messages.
export const emailOptOuts = pgTable(
  "email_opt_outs",
  {
    userId: belongsTo("user_id", () => users.id),
    category: text("category").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check(
      "email_opt_outs_category_ck",
      sql`${t.category} in ('all','requests','event_updates','reminders','messages','new_near_you')`,
    ),
  ],
);

// Which subscriber has handled which domain event (ADR 0030): a subscriber's effects in the
// database and this row commit together, so an event delivered twice (a retry, a second worker)
// changes nothing the second time. Pruned with the jobs that carried the events.
export const handledEvents = pgTable(
  "handled_events",
  {
    eventId: text("event_id").notNull(),
    subscriber: text("subscriber").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] }), index("handled_events_at_idx").on(t.handledAt)],
);
