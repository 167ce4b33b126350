import { listingApproved, listingClosed, listingRejected } from "../../domain/listings";
import { notifyOn } from "./notify";

// What the inbox tells when a listing is approved, rejected or closed (ADR 0030). `once` is the
// listing: it happens to a listing once.

/** The host hears their listing is live. */
export const notifyHostOfApproval = notifyOn("inbox.listing-approved", listingApproved, (listing) => [
  { userId: listing.hostId, kind: "event_approved", eventId: listing.eventId, once: listing.eventId },
]);

/** The host hears their listing was rejected (the reason is on the listing). */
export const notifyHostOfRejection = notifyOn("inbox.listing-rejected", listingRejected, (listing) => [
  { userId: listing.hostId, kind: "event_rejected", eventId: listing.eventId, once: listing.eventId },
]);

/** Every member who was counting on a closed listing hears of it (issue 25 item 11). */
export const notifyMembersOfClosing = notifyOn("inbox.listing-closed", listingClosed, (listing) =>
  listing.memberIds.map((userId) => ({
    userId,
    kind: "event_cancelled",
    eventId: listing.eventId,
    once: listing.eventId,
  })),
);

export const inboxListingSubscribers = [notifyHostOfApproval, notifyHostOfRejection, notifyMembersOfClosing];
