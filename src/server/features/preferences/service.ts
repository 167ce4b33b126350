import { and, eq, inArray, sql } from "drizzle-orm";
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPreferences,
  type PreferenceSettings,
  type PreferencesToSave,
} from "../../../shared/contracts/preferences";
import type { Db, Tx } from "../../db/client";
import { emailOptOuts, notificationPreferences, users } from "../../db/schema";
import { readReceiptsOf, setReadReceipts } from "../users/service";

// A member's notification preferences: the stored row, or the defaults when they never saved one.
// The email links' opt-outs (features/email, `email_opt_outs`) are read beside them: a category's
// email is on only when the switch is on and no link stopped it (ADR 0017 "Preferences").

// Quiet hours are on for members who never saved preferences, unless the app was started with
// DEFAULT_QUIET_HOURS=off (tests and the e2e server: a job held until 08:00 would stall every
// delivery test run at night). Each read takes the app's setting (`quietByDefault`, from its config):
// two apps in one process may differ.

// Every switch on, messages' email too: it is one digest of a chat left unread for half an hour,
// sent only when push is not (deliveryChannel), so a member without push still hears of messages.
export function defaultPreferences(quietByDefault: boolean): NotificationPreferences {
  const on = () => ({ push: true, email: true });
  return {
    channels: { requests: on(), messages: on(), reminders: on(), eventUpdates: on(), newNearYou: on() },
    quietHours: { enabled: quietByDefault, ...DEFAULT_QUIET_HOURS },
  };
}

type Row = typeof notificationPreferences.$inferSelect;

const COLUMNS = {
  requests: { push: "requestsPush", email: "requestsEmail" },
  messages: { push: "messagesPush", email: "messagesEmail" },
  reminders: { push: "remindersPush", email: "remindersEmail" },
  eventUpdates: { push: "eventUpdatesPush", email: "eventUpdatesEmail" },
  newNearYou: { push: "newNearYouPush", email: "newNearYouEmail" },
} as const satisfies Record<NotificationCategory, { push: keyof Row; email: keyof Row }>;

// The email links' own categories (features/email/unsubscribe-token.ts); "all" stops every one.
const LINK_CATEGORY: Record<NotificationCategory, string> = {
  requests: "requests",
  messages: "messages",
  eventUpdates: "event_updates",
  reminders: "reminders",
  newNearYou: "new_near_you",
};

function fromRow(row: Row | undefined, quietByDefault: boolean): NotificationPreferences {
  if (!row) return defaultPreferences(quietByDefault);
  const channels = Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((c) => [c, { push: row[COLUMNS[c].push], email: row[COLUMNS[c].email] }]),
  ) as NotificationPreferences["channels"];
  return {
    channels,
    quietHours: { enabled: row.quietHoursEnabled, start: row.quietStart, end: row.quietEnd },
  };
}

/** The member's preferences as they take effect: an email link's opt-out turns that email off. */
export async function preferencesOf(
  db: Db | Tx,
  userId: string,
  quietByDefault: boolean,
): Promise<NotificationPreferences> {
  return (await preferencesOfMany(db, [userId], quietByDefault)).get(userId)!;
}

/** Several members' preferences in two queries (a host's followers told of a listing at once). */
export async function preferencesOfMany(
  db: Db | Tx,
  userIds: string[],
  quietByDefault: boolean,
): Promise<Map<string, NotificationPreferences>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  // One statement: each delivery of a notification plans with this, and on PGlite every statement
  // waits its turn on one thread. The member's row (none: the defaults) and their opt-outs.
  const rows = await db
    .select({
      userId: users.id,
      saved: notificationPreferences,
      stopped: sql<
        string[]
      >`array(select ${emailOptOuts.category}::text from ${emailOptOuts} where ${emailOptOuts.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, ids));
  const rowOf = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    ids.map((id) => {
      const row = rowOf.get(id);
      const prefs = fromRow(row?.saved ?? undefined, quietByDefault);
      const stopped = new Set(row?.stopped ?? []);
      for (const category of NOTIFICATION_CATEGORIES) {
        if (stopped.has("all") || stopped.has(LINK_CATEGORY[category]))
          prefs.channels[category].email = false;
      }
      return [id, prefs];
    }),
  );
}

/**
 * Stores the member's choice whole. An email switched on lifts the link opt-outs that stopped it
 * (its category's and "all"), so what the screen shows is what happens; "all" lifted leaves every
 * other category as the member just set it.
 */
export async function savePreferences(opts: {
  db: Db;
  userId: string;
  prefs: PreferencesToSave;
  quietByDefault: boolean;
}): Promise<PreferenceSettings> {
  const { db, userId, prefs } = opts;
  // A category the save does not carry (an older client's) keeps what is stored.
  const sent = NOTIFICATION_CATEGORIES.filter((c) => prefs.channels[c] !== undefined);
  const values = {
    ...Object.fromEntries(
      sent.flatMap((c) => [
        [COLUMNS[c].push, prefs.channels[c]!.push],
        [COLUMNS[c].email, prefs.channels[c]!.email],
      ]),
    ),
    quietHoursEnabled: prefs.quietHours.enabled,
    quietStart: prefs.quietHours.start,
    quietEnd: prefs.quietHours.end,
    updatedAt: new Date(),
  } as Omit<Row, "userId">;
  const lifted = sent.filter((c) => prefs.channels[c]!.email).flatMap((c) => ["all", LINK_CATEGORY[c]]);
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
    if (lifted.length > 0)
      await tx
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.category, [...new Set(lifted)])));
    if (prefs.readReceipts !== undefined) await setReadReceipts({ db: tx, userId, on: prefs.readReceipts });
  });
  return settingsOf(db, userId, opts.quietByDefault);
}

/** What the preferences screen shows: the notification preferences and the chat's read receipts. */
export async function settingsOf(
  db: Db,
  userId: string,
  quietByDefault: boolean,
): Promise<PreferenceSettings> {
  const prefs = await preferencesOf(db, userId, quietByDefault);
  return { ...prefs, readReceipts: await readReceiptsOf({ db, userId }) };
}
