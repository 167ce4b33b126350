import type { Review, ReviewFlagEntry } from "../../../shared/contracts/reviews";
import { FORMER_REVIEWER } from "../../../shared/texts";
import type { Storage } from "../../platform/storage";
import type { Viewer } from "../auth/session-service";
import { presentPersonRef } from "../users/presenter";
import type { ReviewFlagGroup } from "./flag-service";
import type { ReviewPage, ReviewRow } from "./read-service";

// Members read a reviewer by first name only (the first word of the name); a member whose account
// is gone reads as a neutral word, never as "Deleted".
export const firstName = (person: { name: string; deletedAt: Date | null }) =>
  (!person.deletedAt && person.name.trim().split(/\s+/)[0]) || FORMER_REVIEWER;

export const presentReview = (viewer: Viewer, row: ReviewRow): Review => ({
  _id: row.id,
  stars: row.stars,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  reviewerName: firstName({ name: row.reviewerName, deletedAt: row.reviewerDeletedAt }),
  mine: row.reviewerId === viewer.userId,
  event: { _id: row.eventId, name: row.eventName },
});

export const presentReviewPage = (viewer: Viewer, page: ReviewPage) => ({
  data: page.rows.map((row) => presentReview(viewer, row)),
  nextCursor: page.nextCursor,
  total: page.total,
});

// Admins see the reviewer whole (to open their profile); reporters by first name, as members do.
export const presentReviewFlagEntry = (storage: Storage, group: ReviewFlagGroup): ReviewFlagEntry => ({
  review: {
    _id: group.review.reviewId,
    stars: group.review.stars,
    text: group.review.text,
    createdAt: group.review.writtenAt.toISOString(),
  },
  reviewer: presentPersonRef(storage, group.reviewer),
  event: { _id: group.event.id, name: group.event.name },
  flags: group.flags.map((flag) => ({
    _id: flag.flagId,
    reason: flag.reason,
    createdAt: flag.flaggedAt.toISOString(),
    reporterName: firstName({ name: flag.reporterName, deletedAt: flag.reporterDeletedAt }),
  })),
});
