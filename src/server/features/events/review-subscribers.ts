import { reviewWritten } from "../../domain/reviews";
import { subscribe } from "../../platform/events/subscriber";
import { discoveryCache } from "./discovery";

// What the events feature does when a member reviews an experience (ADR 0030): its rating shows on
// the discovery cards, so the pages forget what they showed (this process's cache; another's
// expires with its TTL). No database work, so no `once`: clearing twice is harmless.
export const forgetDiscoveryOnReview = subscribe(
  "events.review-written.discovery",
  reviewWritten,
  async (_, context) => {
    discoveryCache(context.db).clear();
  },
);

export const eventsReviewSubscribers = [forgetDiscoveryOnReview];
