import { listingApproved, listingClosed, listingRejected } from "../../domain/listings";
import { subscribe } from "../../platform/events/subscriber";
import { publishNotifications, recordNotification } from "./notifications-service";

// What the inbox does when a listing is approved, rejected or closed (ADR 0030): it stores each
// notification (with its push or email, notifications-service.ts) once per event, then puts it on
// the members' open sockets. `once` is the listing: it happens to a listing once.

/** The host hears their listing is live. */
export const notifyHostOfApproval = subscribe(
  "inbox.listing-approved",
  listingApproved,
  async (listing, context) => {
    const id = await context.once((tx) =>
      recordNotification({
        tx,
        userId: listing.hostId,
        kind: "event_approved",
        eventId: listing.eventId,
        once: listing.eventId,
      }),
    );
    if (id) await publishNotifications({ db: context.db, realtime: context.realtime, ids: [id] });
  },
);

/** The host hears their listing was rejected (the reason is on the listing). */
export const notifyHostOfRejection = subscribe(
  "inbox.listing-rejected",
  listingRejected,
  async (listing, context) => {
    const id = await context.once((tx) =>
      recordNotification({
        tx,
        userId: listing.hostId,
        kind: "event_rejected",
        eventId: listing.eventId,
        once: listing.eventId,
      }),
    );
    if (id) await publishNotifications({ db: context.db, realtime: context.realtime, ids: [id] });
  },
);

/** Every member who was counting on a closed listing hears of it (issue 25 item 11). */
export const notifyMembersOfClosing = subscribe(
  "inbox.listing-closed",
  listingClosed,
  async (listing, context) => {
    const ids = await context.once(async (tx) => {
      const stored: string[] = [];
      for (const userId of listing.memberIds) {
        stored.push(
          await recordNotification({
            tx,
            userId,
            kind: "event_cancelled",
            eventId: listing.eventId,
            once: listing.eventId,
          }),
        );
      }
      return stored;
    });
    if (ids) await publishNotifications({ db: context.db, realtime: context.realtime, ids });
  },
);

export const inboxListingSubscribers = [notifyHostOfApproval, notifyHostOfRejection, notifyMembersOfClosing];
