import { and, eq, ne } from "drizzle-orm";
import { events } from "../../db/schema";
import { listingApproved, listingClosed } from "../../domain/listings";
import { memberWithdrawn } from "../../domain/requests";
import { subscribe } from "../../platform/events/subscriber";
import { cancelReminders, scheduleReminders } from "./schedule";

// The reminders of a listing follow its lifecycle (ADR 0030): an approval schedules them (24 h and
// 2 h before, the review nudge after), a closing cancels those still pending. Each reminder checks
// again when it runs (policy.ts reminderStillDue), so these keep the queue true, not the members
// safe from a stale one.

/** An approved listing's reminders, as of the approval's clock (none whose time has passed). */
export const scheduleListingReminders = subscribe(
  "reminders.listing-approved",
  listingApproved,
  async (listing, context, event) => {
    await context.once(async (tx) => {
      // Its dates as they are now (a listing moved since is scheduled where it is), and nothing
      // for one closed before this ran (the share lock makes a closing wait, then cancel them).
      const [row] = await tx
        .select({ id: events.id, fromDate: events.fromDate, toDate: events.toDate })
        .from(events)
        .where(
          and(
            eq(events.id, listing.eventId),
            eq(events.status, "approved"),
            ne(events.eventStatus, "cancelled"),
          ),
        )
        .for("share");
      if (row) await scheduleReminders(tx, row, event.at);
    });
  },
);

/** A closed listing's pending reminders never run. */
export const cancelListingReminders = subscribe(
  "reminders.listing-closed",
  listingClosed,
  async (listing, context) => {
    await context.once((tx) => cancelReminders(tx, listing.eventId));
  },
);

/** The listings a banned or deleted member hosted were cancelled with them: their reminders too. */
export const cancelWithdrawnListingsReminders = subscribe(
  "reminders.member-withdrawn",
  memberWithdrawn,
  async (withdrawal, context) => {
    if (withdrawal.cancelled.length === 0) return;
    await context.once(async (tx) => {
      for (const eventId of withdrawal.cancelled) await cancelReminders(tx, eventId);
    });
  },
);

export const remindersListingSubscribers = [
  scheduleListingReminders,
  cancelListingReminders,
  cancelWithdrawnListingsReminders,
];
