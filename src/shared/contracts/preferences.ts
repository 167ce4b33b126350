import { z } from "zod";
import { PREFERENCE_MESSAGES } from "../texts/preferences";
import { okEnvelope } from "./envelope";

// A member's notification preferences (ADR 0017 "Preferences and quiet hours"): for each category
// of notification, whether it comes by push and by email; and quiet hours, India time, during
// which nothing but reminders is sent (what waits goes out when they end).

export const NOTIFICATION_CATEGORIES = [
  "requests",
  "messages",
  "reminders",
  "eventUpdates",
  "newNearYou",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ["push", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** HH:MM on a 24-hour clock, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(CLOCK_TIME, { error: PREFERENCE_MESSAGES.badTime });

const channels = z.object({ push: z.boolean(), email: z.boolean() });

const quietHours = z
  .object({ enabled: z.boolean(), start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { error: PREFERENCE_MESSAGES.sameTimes, path: ["end"] });

export const notificationPreferences = z.object({
  channels: z.object({
    requests: channels,
    messages: channels,
    reminders: channels,
    eventUpdates: channels,
    // The weekly "New near you" (issue 27 item 7).
    newNearYou: channels,
  }),
  quietHours,
});

// The preferences screen holds one more switch, of the chat: read receipts (issue 28 item 3). On,
// others see when the member has read their messages ("Seen", "Seen by"); off, nobody sees the
// member's, and the member sees nobody's (as WhatsApp does). On unless turned off.
export const preferenceSettings = notificationPreferences.extend({ readReceipts: z.boolean() });

// What a save sends: a client from before the weekly digest sends no newNearYou, and its switches
// then stay as they were (never turned back on by a save that did not show them); one from before
// read receipts sends no readReceipts, which stays as it was too.
export const savePreferencesBody = z.object({
  channels: notificationPreferences.shape.channels.extend({ newNearYou: channels.optional() }),
  quietHours,
  readReceipts: z.boolean().optional(),
});

export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export type PreferenceSettings = z.infer<typeof preferenceSettings>;
export type PreferencesToSave = z.infer<typeof savePreferencesBody>;

export const notificationPreferencesResponse = okEnvelope(preferenceSettings);

/** What a member who never saved any has: everything on, quiet from 22:00 to 08:00 India time. */
export const DEFAULT_QUIET_HOURS = { start: "22:00", end: "08:00" } as const;
