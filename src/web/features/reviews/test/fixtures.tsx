import type { Review } from "@shared/contracts/reviews";
import { eventReviews, hostReviews } from "@shared/endpoints/reviews";
import { keyOf } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { REVIEWS_PAGE_SIZE } from "../api";
import { ReviewsSection } from "../reviews-section";

// The Reviews section's data and screen, shared by its English and Hindi tests.

const MINUTES = 60_000;

/** Asha's four-star review of Nandi Hills sunrise (e1), written 30 minutes ago. */
export const makeReview = (over: Partial<Review> = {}): Review => ({
  _id: "r1",
  stars: 4,
  text: "Kabir paced the climb well and waited for everyone.",
  createdAt: new Date(Date.now() - 30 * MINUTES).toISOString(),
  reviewerName: "Asha",
  mine: false,
  event: { _id: "e1", name: "Nandi Hills sunrise" },
  ...over,
});

/** The key of a page of host h1's reviews (the first, or the one after `cursor`). */
export const hostPage = (query: { cursor?: string } = {}) =>
  keyOf(hostReviews, { id: "h1" }, { limit: REVIEWS_PAGE_SIZE, ...query });
/** The key of the first page of event e1's reviews. */
export const eventPage = () => keyOf(eventReviews, { id: "e1" }, { limit: REVIEWS_PAGE_SIZE });

export const renderSection = (props: { hostId: string; eventId?: string }) =>
  renderRoutes([{ path: "/", element: <ReviewsSection {...props} /> }], "/");
