import { and, asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REVIEW_DECISIONS, type ReviewDecision } from "../../../shared/contracts/reviews";
import { LIMITS } from "../../../shared/limits";
import { fitsLength } from "../../../shared/text-length";
import { REVIEW_FLAG_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { eventNameColumns } from "../../db/event-name-columns";
import { personColumns } from "../../db/member-columns";
import { events, reviewFlags, reviews, users } from "../../db/schema";
import { reviewHidden } from "../../domain/reviews";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { groupReports } from "../../platform/report-groups";
import type { Viewer } from "../auth/session-service";
import { viewableEvent } from "../events/service";
import { audit } from "../safety/audit";
import { isBlockedPair } from "../safety/service";
import { canFlagReview } from "./policy";

// Reports of reviews to the admins (issue 27 item 6): a member reports a review they can read; an
// admin keeps it or hides it, which closes every open report of it.

/**
 * A member reports a review, once while their report is open: a second one answers 409 with a
 * sentence saying so. The partial unique index (review, reporter) where open decides a race.
 */
export async function flagReview(opts: {
  db: Db;
  viewer: Viewer;
  reviewId: string;
  reason: string | undefined;
}): Promise<void> {
  const { db, viewer, reviewId } = opts;
  const reason = opts.reason?.trim() ?? "";
  if (!reason) throw badRequest(REVIEW_FLAG_MESSAGES.reasonRequired);
  if (!fitsLength(reason, LIMITS.reviewFlagReasonMaxLength))
    throw badRequest(REVIEW_FLAG_MESSAGES.reasonTooLong);
  const review = await readableReview({ db, viewer, reviewId });
  authorize(canFlagReview(viewer, review), forbidden(REVIEW_FLAG_MESSAGES.own));
  const inserted = await db
    .insert(reviewFlags)
    .values({ reviewId: review.id, reportedBy: viewer.userId, reason })
    .onConflictDoNothing()
    .returning({ id: reviewFlags.id });
  if (inserted.length === 0) throw conflict(REVIEW_FLAG_MESSAGES.duplicate);
}

// The review if the viewer could read it in a list: not hidden, of an experience they may see, not
// written across a block. Anything else is not acknowledged.
async function readableReview(opts: { db: Db; viewer: Viewer; reviewId: string }) {
  const { db, viewer, reviewId } = opts;
  const [review] = await db
    .select({ id: reviews.id, eventId: reviews.eventId, userId: reviews.userId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review || review.hiddenAt) throw notFound(REVIEW_FLAG_MESSAGES.notFound);
  await viewableEvent({ db, viewer, eventId: review.eventId }).catch(() => {
    throw notFound(REVIEW_FLAG_MESSAGES.notFound);
  });
  if (await isBlockedPair({ db, userA: viewer.userId, userB: review.userId })) {
    throw notFound(REVIEW_FLAG_MESSAGES.notFound);
  }
  return review;
}

export type ReviewFlagRow = Awaited<ReturnType<typeof openFlagRows>>[number];
export type ReviewFlagGroup = {
  review: Pick<ReviewFlagRow, "reviewId" | "stars" | "text" | "writtenAt">;
  reviewer: ReviewFlagRow["reviewer"];
  event: { id: string; name: string };
  flags: Pick<ReviewFlagRow, "flagId" | "reason" | "flaggedAt" | "reporterName" | "reporterDeletedAt">[];
};

function openFlagRows(db: Db) {
  const reviewer = alias(users, "reviewer");
  const reporter = alias(users, "reporter");
  return (
    db
      .select({
        flagId: reviewFlags.id,
        reason: reviewFlags.reason,
        flaggedAt: reviewFlags.createdAt,
        reporterName: reporter.name,
        reporterDeletedAt: reporter.deletedAt,
        reviewId: reviews.id,
        stars: reviews.stars,
        text: reviews.reviewText,
        writtenAt: reviews.createdAt,
        reviewer: personColumns(reviewer),
        ...eventNameColumns,
      })
      .from(reviewFlags)
      .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
      .innerJoin(events, eq(events.id, reviews.eventId))
      .innerJoin(reviewer, eq(reviewer.id, reviews.userId))
      .innerJoin(reporter, eq(reporter.id, reviewFlags.reportedBy))
      // A report that slipped in while an admin hid the review has nothing left to decide.
      .where(and(isNull(reviewFlags.resolvedAt), isNull(reviews.hiddenAt)))
      .orderBy(asc(reviewFlags.createdAt), asc(reviewFlags.id))
  );
}

/** Reviews with open reports, the one reported longest ago first, each with its reports. */
export async function openReviewFlags(opts: { db: Db }): Promise<ReviewFlagGroup[]> {
  return groupReports(
    await openFlagRows(opts.db),
    (row) => row.reviewId,
    (row) => ({
      review: { reviewId: row.reviewId, stars: row.stars, text: row.text, writtenAt: row.writtenAt },
      reviewer: row.reviewer,
      event: { id: row.eventId, name: row.eventName },
    }),
  );
}

const isDecision = (value: string | undefined): value is ReviewDecision =>
  (REVIEW_DECISIONS as readonly string[]).includes(value ?? "");

/**
 * An admin keeps the review (it stays up) or hides it (nobody sees it, no average counts it); either
 * way every open report of it closes. Audited; a hide tells the events feature (its ratings change).
 */
export async function resolveReviewFlags(opts: {
  db: Db;
  events: DomainEvents;
  adminId: string;
  reviewId: string;
  decision: string | undefined;
  now?: Date;
}): Promise<ReviewDecision> {
  const { adminId, reviewId, decision, now = new Date() } = opts;
  if (!isDecision(decision)) throw badRequest(REVIEW_FLAG_MESSAGES.decision);
  await opts.events.commit(async (tx, record) => {
    const closed = await tx
      .update(reviewFlags)
      .set({ resolvedAt: now, resolvedBy: adminId })
      .where(and(eq(reviewFlags.reviewId, reviewId), isNull(reviewFlags.resolvedAt)))
      .returning({ reason: reviewFlags.reason });
    if (closed.length === 0) throw notFound(REVIEW_FLAG_MESSAGES.nothingOpen);
    const [review] = await tx
      .select({ eventId: reviews.eventId, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (decision === "hide") {
      const hidden = await tx
        .update(reviews)
        .set({ hiddenAt: now })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (hidden.length > 0) {
        record(reviewHidden.of({ eventId: review!.eventId, reviewerId: review!.userId, reviewId }, now));
      }
    }
    await audit({
      tx,
      actorId: adminId,
      action: decision === "hide" ? "hide-review" : "keep-review",
      targetUserId: review!.userId,
      targetEventId: review!.eventId,
      details: { reviewId, reasons: closed.map((c) => c.reason) },
    });
  });
  return decision;
}
