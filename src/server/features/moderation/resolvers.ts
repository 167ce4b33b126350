import { and, eq, isNull } from "drizzle-orm";
import {
  MODERATION_DECISIONS,
  MODERATION_SUBJECTS,
  type ModerationDecision,
  type ModerationSubject,
} from "../../../shared/contracts/moderation";
import { isUuid } from "../../../shared/endpoints/params";
import {
  ATTENDANCE_MESSAGES,
  MESSAGE_FLAG_MESSAGES,
  MODERATION_MESSAGES,
  REVIEW_FLAG_MESSAGES,
  SAFETY_MESSAGES,
} from "../../../shared/texts";
import type { Db } from "../../db/client";
import { events, listingReports } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import type { Realtime } from "../../platform/realtime-events";
import { banUser, unflagUser } from "../admin/users-service";
import { resolveContest } from "../attendance/service";
import { resolveMessageFlags } from "../chat/message-reports-service";
import { takeDownListing } from "../events/lifecycle-service";
import { resolveHelpRequest } from "../help/service";
import { resolveReviewFlags } from "../reviews/flag-service";
import { audit } from "../safety/audit";

// One resolver per subject (ADR 0043): keep the thing reported (its reports close) or act on it.
// Each subject's resolver is the use case its own admin endpoint already ran, so the audit entry
// and the domain events are the ones that subject writes and records today:
//
// | subject    | keep                              | act                                           |
// | message    | dismiss-message-reports           | remove-message (+ message-removed frame)      |
// | review     | keep-review                       | hide-review (+ review.hidden)                 |
// | member     | unflag                            | ban + unflag (+ member.withdrawn, ...)        |
// | attendance | uphold-no-show (+ contest-decided) | overturn-no-show (+ contest-decided)          |
// | listing    | keep-listing                      | take-down-listing (+ listing.rejected/closed) |
// | help       | keep-help-request (closed)        | act-help-request (closed as handled)          |

export type ModerationDeps = { db: Db; realtime: Realtime; events: DomainEvents };

type Resolver = (
  deps: ModerationDeps & { adminId: string; subjectId: string; decision: ModerationDecision },
) => Promise<void>;

const uuid = (id: string) => {
  if (!isUuid(id)) throw notFound(MODERATION_MESSAGES.caseNotFound);
  return id;
};

const RESOLVERS: Record<ModerationSubject, Resolver> = {
  message: async ({ subjectId, decision, ...deps }) => {
    await resolveMessageFlags({
      ...deps,
      messageId: uuid(subjectId),
      decision: decision === "act" ? "remove" : "dismiss",
    });
  },
  review: async ({ subjectId, decision, ...deps }) => {
    await resolveReviewFlags({
      ...deps,
      reviewId: uuid(subjectId),
      decision: decision === "act" ? "hide" : "keep",
    });
  },
  member: async ({ subjectId, decision, ...deps }) => {
    const userId = uuid(subjectId);
    if (decision === "act") await banUser({ ...deps, userId, closeFlags: true });
    else await unflagUser({ ...deps, userId });
  },
  attendance: async ({ subjectId, decision, ...deps }) => {
    const [eventId = "", userId = "", ...rest] = subjectId.split(".");
    if (rest.length > 0) throw notFound(MODERATION_MESSAGES.caseNotFound);
    await resolveContest({
      ...deps,
      eventId: uuid(eventId),
      userId: uuid(userId),
      decision: decision === "act" ? "overturn" : "uphold",
    });
  },
  listing: resolveListingReports,
  help: async ({ subjectId, decision, db, adminId }) => {
    await resolveHelpRequest({ db, adminId, requestId: uuid(subjectId), decision });
  },
};

// The sentences a subject's use case answers when nothing is open any more: in the queue they all
// read the same, so a case decided twice (or by two admins at once) is one clear 409.
const NOTHING_OPEN = new Set<string>([
  MESSAGE_FLAG_MESSAGES.nothingOpen,
  REVIEW_FLAG_MESSAGES.nothingOpen,
  ATTENDANCE_MESSAGES.contestNotFound,
  SAFETY_MESSAGES.noFlags,
  MODERATION_MESSAGES.caseNotFound,
]);

const isSubject = (value: string | undefined): value is ModerationSubject =>
  (MODERATION_SUBJECTS as readonly string[]).includes(value ?? "");
const isDecision = (value: string | undefined): value is ModerationDecision =>
  (MODERATION_DECISIONS as readonly string[]).includes(value ?? "");

/** An admin decides one open case: its subject's resolver, keep or act. */
export async function resolveCase(
  opts: ModerationDeps & {
    adminId: string;
    subject: string | undefined;
    subjectId: string | undefined;
    decision: string | undefined;
  },
): Promise<{ subject: ModerationSubject; decision: ModerationDecision }> {
  const { subject, decision } = opts;
  if (!isSubject(subject)) throw badRequest(MODERATION_MESSAGES.subject);
  if (!isDecision(decision)) throw badRequest(MODERATION_MESSAGES.decision);
  try {
    await RESOLVERS[subject]({
      db: opts.db,
      realtime: opts.realtime,
      events: opts.events,
      adminId: opts.adminId,
      subjectId: opts.subjectId ?? "",
      decision,
    });
  } catch (error) {
    if (error instanceof AppError && NOTHING_OPEN.has(error.message)) {
      throw conflict(MODERATION_MESSAGES.caseNotFound);
    }
    throw error;
  }
  return { subject, decision };
}

/**
 * Keep a reported listing (its reports close) or take it down through the events lifecycle; every
 * open report of it closes, with the audit entry and what the lifecycle records, in one transaction.
 */
async function resolveListingReports(
  opts: ModerationDeps & { adminId: string; subjectId: string; decision: ModerationDecision },
): Promise<void> {
  const { adminId, decision } = opts;
  const eventId = uuid(opts.subjectId);
  const now = new Date();
  await opts.events.commit(async (tx, record) => {
    const closed = await tx
      .update(listingReports)
      .set({ resolvedAt: now, resolvedBy: adminId, outcome: decision === "act" ? "acted" : "kept" })
      .where(and(eq(listingReports.eventId, eventId), isNull(listingReports.resolvedAt)))
      .returning({ reason: listingReports.reason, details: listingReports.details });
    if (closed.length === 0) throw notFound(MODERATION_MESSAGES.caseNotFound);
    const reports = closed.map((c) => ({ reason: c.reason, details: c.details }));
    if (decision === "act") {
      await takeDownListing({
        tx,
        record,
        adminId,
        eventId,
        reason: MODERATION_MESSAGES.takenDownReason,
        details: { reports },
      });
      return;
    }
    const [event] = await tx.select({ hostId: events.createdBy }).from(events).where(eq(events.id, eventId));
    await audit({
      tx,
      actorId: adminId,
      action: "keep-listing",
      ...(event ? { targetUserId: event.hostId } : {}),
      targetEventId: eventId,
      details: { reports },
    });
  });
}
