import { reviewHidden, reviewWritten } from "../../domain/reviews";
import { subscribe } from "../../platform/events/subscriber";
import { discoveryCache } from "./service";

// What discovery does when a member reviews an experience (ADR 0030): its rating shows on
// the discovery cards, so the pages forget what they showed (this process's cache; another's
// expires with its TTL). No database work, so no `once`: clearing twice is harmless.
export const forgetDiscoveryOnReview = subscribe(
  "events.review-written.discovery",
  reviewWritten,
  async ({ eventId }, context) => {
    discoveryCache(context.db).forgetChanged({ listings: [eventId] });
  },
);

// An admin hid a review: the rating it counted in changes the same way.
export const forgetDiscoveryOnHiddenReview = subscribe(
  "events.review-hidden.discovery",
  reviewHidden,
  async ({ eventId }, context) => {
    discoveryCache(context.db).forgetChanged({ listings: [eventId] });
  },
);

export const discoveryReviewSubscribers = [forgetDiscoveryOnReview, forgetDiscoveryOnHiddenReview];
