import { eq } from "drizzle-orm";
import { isEventOver } from "../../../shared/event-rules";
import { LIMITS } from "../../../shared/limits";
import { fitsLength } from "../../../shared/text-length";
import { MESSAGES, REVIEW_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { participants, reviews } from "../../db/schema";
import { reviewWritten } from "../../domain/reviews";
import { badRequest, conflict, forbidden } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { attendanceAllowsReview } from "../attendance/service";
import type { Viewer } from "../auth/session-service";
import { requestOf } from "../events/participants";
import { viewableEvent } from "../events/service";

// SPEC 4 "Review": accepted members of an ended event, once; never on a rejected or cancelled one.
export async function writeReview(opts: {
  db: Db;
  events: DomainEvents;
  viewer: Viewer;
  eventId: string;
  input: { stars: unknown; text: unknown; occurred?: boolean };
  now?: Date;
}): Promise<void> {
  const { db, viewer, eventId, input, now = new Date() } = opts;
  const stars = typeof input.stars === "string" ? Number(input.stars) : input.stars;
  const text = typeof input.text === "string" ? input.text.trim() : "";
  if (
    typeof stars !== "number" ||
    !Number.isInteger(stars) ||
    stars < LIMITS.starsMin ||
    stars > LIMITS.starsMax ||
    !text
  ) {
    throw badRequest(MESSAGES.reviewIncomplete);
  }
  if (!fitsLength(text, LIMITS.messageMaxLength)) throw badRequest(MESSAGES.reviewIncomplete);
  const event = await viewableEvent({ db, viewer, eventId });
  if (event.status !== "approved" || event.eventStatus === "cancelled")
    throw conflict(REVIEW_MESSAGES.closed);
  if (!isEventOver(event, now)) throw conflict(MESSAGES.reviewTooEarly);
  const [member] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(requestOf(event.id, viewer.userId, eq(participants.requestStatus, "accepted")));
  if (!member) throw forbidden(REVIEW_MESSAGES.notParticipant);
  // Once the host has marked who came, only those marked as having come review (ADR 0023).
  if (!(await attendanceAllowsReview({ db, eventId: event.id, userId: viewer.userId }))) {
    throw forbidden(REVIEW_MESSAGES.notMarkedCame);
  }
  // Recorded with it: the ratings on the discovery cards follow (events' subscriber).
  await opts.events.commit(async (tx, record) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({
        eventId: event.id,
        userId: viewer.userId,
        stars,
        reviewText: text,
        eventOccurred: input.occurred ?? true,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!inserted) throw conflict(MESSAGES.reviewDuplicate);
    record(reviewWritten.of({ eventId: event.id, reviewerId: viewer.userId, reviewId: inserted.id }));
  });
}
