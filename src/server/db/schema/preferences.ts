import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// A member's notification preferences (ADR 0017 "Preferences and quiet hours"). No row means the
// defaults: every category by push and email, quiet hours 22:00-08:00 India time. One column per
// category x channel keeps the question "may this go by push?" a plain column read.
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    requestsPush: boolean("requests_push").notNull().default(true),
    requestsEmail: boolean("requests_email").notNull().default(true),
    messagesPush: boolean("messages_push").notNull().default(true),
    messagesEmail: boolean("messages_email").notNull().default(true),
    remindersPush: boolean("reminders_push").notNull().default(true),
    remindersEmail: boolean("reminders_email").notNull().default(true),
    eventUpdatesPush: boolean("event_updates_push").notNull().default(true),
    eventUpdatesEmail: boolean("event_updates_email").notNull().default(true),
    // The weekly "New near you" (issue 27 item 7): its own switch, so stopping it stops nothing else.
    newNearYouPush: boolean("new_near_you_push").notNull().default(true),
    newNearYouEmail: boolean("new_near_you_email").notNull().default(true),
    quietHoursEnabled: boolean("quiet_hours_enabled").notNull().default(true),
    // HH:MM, India time (UTC+05:30, no daylight saving); a start after the end spans midnight.
    quietStart: text("quiet_start").notNull().default("22:00"),
    quietEnd: text("quiet_end").notNull().default("08:00"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "notification_preferences_times_ck",
      sql`${t.quietStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.quietEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.quietStart} <> ${t.quietEnd}`,
    ),
  ],
);
