// The test files whose outcome could depend on the hour or the day they run at: the any-hour check
// (vitest.any-hour.config.ts) runs each at every one of TEST_INSTANTS (test/clock.ts). A file that
// moves the clock (setTestNow, useTestNow, fake timers) belongs here; time-sensitive.test.ts checks.
export const TIME_SENSITIVE_TESTS = [
  // The weekly digest (Sundays 10:00 India time) and the unread-messages email.
  "src/server/features/digest/*.test.ts",
  "src/server/features/email/message-digest.test.ts",
  // Reminders (a day and an hour before), quiet hours (22:00-08:00) and what they hold.
  "src/server/features/reminders/*.test.ts",
  "src/server/features/preferences/*.test.ts",
  "src/server/features/delivery/*.test.ts",
  "src/server/features/inbox/reminder-place.test.ts",
  // Waitlist offers and their deadline; an experience's days in a calendar.
  "src/server/features/events/waitlist.test.ts",
  "src/server/features/events/calendar.test.ts",
  // "Home safe?" after an experience, and the contact's page that lapses.
  "src/server/features/share/*.test.ts",
  // Help's window (two hours before to six after), its budgets, and the unanswered "Home safe?".
  "src/server/features/help/*.test.ts",
  // A removal's undo window, and photo links made per clock hour that expire.
  "src/server/features/chat/message-removal.test.ts",
  "src/server/features/chat/photo-links.test.ts",
  // The demo listings' days: the coming weekend, and upcoming from any hour of the seeding day.
  "src/server/features/demo/city-listings.test.ts",
  // India's dates: today, a listing's days, a trip across midnight.
  "src/shared/event-rules.test.ts",
  "src/shared/dates.test.ts",
  // The worker's due jobs; sessions that expire.
  "src/server/platform/jobs/queue.test.ts",
  "src/server/features/auth/session-revocation.test.ts",
] as const;
