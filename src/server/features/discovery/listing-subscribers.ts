import { listingApproved, listingClosed } from "../../domain/listings";
import { subscribe } from "../../platform/events/subscriber";
import { discoveryCache } from "./service";

// What discovery does when a listing opens or closes (ADR 0030): the discovery pages
// forget what they showed and the listing's card (this process's cache; another's expires with its
// TTL, as before). No
// database work, so no `once`: clearing twice is harmless.

/** A listing just approved appears in discovery. */
export const forgetDiscoveryOnApproval = subscribe(
  "events.listing-approved.discovery",
  listingApproved,
  async ({ eventId }, context) => {
    discoveryCache(context.db).forgetChanged({ listings: [eventId] });
  },
);

/** A closed listing leaves discovery. */
export const forgetDiscoveryOnClosing = subscribe(
  "events.listing-closed.discovery",
  listingClosed,
  async ({ eventId }, context) => {
    discoveryCache(context.db).forgetChanged({ listings: [eventId] });
  },
);

export const discoveryListingSubscribers = [forgetDiscoveryOnApproval, forgetDiscoveryOnClosing];
