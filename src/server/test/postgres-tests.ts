// The server's test files that npm test runs on PostgreSQL as well as on PGlite (issue 42 item 2):
// those where the production database can answer otherwise than the embedded one. PGlite runs one
// statement at a time, so races and locks only mean something on PostgreSQL; migrations, the job
// queue, pools, other processes and the SQL some files pin (search, statement counts) do too. Every
// file runs on PGlite. Entries are path prefixes, as Vitest's filters match.
//
// Kept honest two ways: postgres-tests.test.ts fails when a file that names PostgreSQL (its URL, its
// template, a process on it) is not listed, and on npm test's PGlite run the races watch
// (test/races.ts) logs each file that wrote while another statement was under way; the PostgreSQL
// stage runs those too, listed or not, and says which were not.
export const POSTGRES_TESTS = [
  // The schema, its migrations and the database client; backups, restores and the move to PostgreSQL.
  "src/server/db/",
  "src/server/ops/",
  // A test's database put back as the template has it, for the next test (template-reset.ts).
  "src/server/test/database.test.ts",
  // The job queue: workers that claim jobs with SKIP LOCKED, retries, pruning.
  "src/server/platform/jobs/",
  // Requests, jobs and subscribers that write at once (seen by the races watch on PGlite, 2026-12-01).
  "src/server/features/chat/companions.test.ts",
  "src/server/features/chat/message-extras.test.ts",
  "src/server/features/chat/message-removal.test.ts",
  "src/server/features/chat/photo-links.test.ts",
  "src/server/features/demo/city-listings.test.ts",
  "src/server/features/demo/seed.test.ts",
  "src/server/features/digest/digest.test.ts",
  "src/server/features/discovery/listing-index-changes.test.ts",
  "src/server/features/email/message-digest.test.ts",
  "src/server/features/email/polling.test.ts",
  "src/server/features/events/create.test.ts",
  "src/server/features/events/detail-statements.test.ts",
  "src/server/features/events/host-record.test.ts",
  "src/server/features/events/race.test.ts",
  "src/server/features/events/refused-cover.test.ts",
  "src/server/features/events/request-subscribers.test.ts",
  "src/server/features/events/waitlist-race.test.ts",
  "src/server/features/events/waitlist.test.ts",
  "src/server/features/expenses/race.test.ts",
  "src/server/features/follows/listing-subscribers.test.ts",
  "src/server/features/help/help.test.ts",
  "src/server/features/inbox/attendance-subscribers.test.ts",
  "src/server/features/inbox/listing-subscribers.test.ts",
  "src/server/features/inbox/request-subscribers.test.ts",
  "src/server/features/matching/member-index-changes.test.ts",
  "src/server/features/matching/member-index.test.ts",
  "src/server/features/my-data/erased-pictures.test.ts",
  "src/server/features/my-data/my-data.test.ts",
  "src/server/features/onboarding/language.test.ts",
  "src/server/features/onboarding/refused-pictures.test.ts",
  "src/server/features/onboarding/routes.test.ts",
  "src/server/features/onboarding/upload-bounds.test.ts",
  "src/server/features/preferences/preferences.test.ts",
  "src/server/features/push/language.test.ts",
  "src/server/features/push/push.test.ts",
  "src/server/features/realtime/realtime.test.ts",
  "src/server/features/reminders/listing-subscribers.test.ts",
  "src/server/features/reminders/reminders.test.ts",
  "src/server/features/reviews/reading.test.ts",
  "src/server/features/share/share.test.ts",
  "src/server/platform/cached-storage.test.ts",
  "src/server/platform/database-storage.test.ts",
  "src/server/platform/image-variants.test.ts",
  "src/server/platform/uploads-route.test.ts",
  "src/server/signing-keys.test.ts",
  // Files that name PostgreSQL: its template, its URL, processes started on it, statements it plans.
  "src/server/features/chat/conversations-race.test.ts",
  "src/server/features/chat/send-once.test.ts",
  "src/server/features/discovery/ranking.test.ts",
  "src/server/features/discovery/search-parity.test.ts",
  "src/server/features/discovery/trips.test.ts",
  "src/server/features/moderation/moderation.test.ts",
  "src/server/features/phone/phone.test.ts",
  "src/server/features/photo-check/photo-check.test.ts",
  "src/server/features/photo-check/queue-budget.test.ts",
  "src/server/features/realtime/two-process.test.ts",
  "src/server/features/reviews/flags.test.ts",
  "src/server/graceful-shutdown.test.ts",
  "src/server/platform/metrics.test.ts",
  "src/server/startup-race.test.ts",
] as const;
