import { LIMITS } from "../../../shared/limits";
import { LISTING_REPORT_REASONS, type ListingReportReason } from "../../../shared/listing-report-reasons";
import { fitsLength } from "../../../shared/text-length";
import { MODERATION_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { listingReports } from "../../db/schema";
import { authorize, badRequest, conflict, forbidden } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { viewableEvent } from "../events/service";
import { canReportListing } from "./policy";

// Reports of a listing (issue 42 item 4), the fifth subject of the one queue: a member reports a
// listing they can see and do not host, with a reason from a short list and optional words, once
// while their report is open. Modelled on the reports of reviews and messages (ADR 0032, 0036).

const isReason = (value: string | undefined): value is ListingReportReason =>
  (LISTING_REPORT_REASONS as readonly string[]).includes(value ?? "");

export async function reportListing(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  reason: string | undefined;
  details: string | undefined;
}): Promise<void> {
  const { db, viewer, eventId, reason } = opts;
  if (!isReason(reason)) throw badRequest(MODERATION_MESSAGES.listingReasonRequired);
  const details = opts.details?.trim() ?? "";
  if (!fitsLength(details, LIMITS.listingReportDetailsMaxLength)) {
    throw badRequest(MODERATION_MESSAGES.listingDetailsTooLong);
  }
  // Unknown, malformed, or a listing the member may not see: 404, as everywhere.
  const event = await viewableEvent({ db, viewer, eventId });
  authorize(canReportListing(viewer, event), forbidden(MODERATION_MESSAGES.listingOwn));
  // The partial unique index (listing, reporter) where open decides a race.
  const inserted = await db
    .insert(listingReports)
    .values({ eventId: event.id, reportedBy: viewer.userId, reason, details })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (inserted.length === 0) throw conflict(MODERATION_MESSAGES.listingDuplicate);
}
