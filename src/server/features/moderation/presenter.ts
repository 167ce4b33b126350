import type { z } from "zod";
import type {
  ModerationDecision,
  ModerationSubject,
  moderationCaseSchema,
} from "../../../shared/contracts/moderation";
import type { ListingReportReason } from "../../../shared/listing-report-reasons";
import {
  ATTENDANCE_MESSAGES,
  HELP_MESSAGES,
  LISTING_REPORT_REASON_LABELS,
  MESSAGE_FLAG_MESSAGES,
  MODERATION_MESSAGES,
  REVIEW_FLAG_MESSAGES,
  SAFETY_MESSAGES,
} from "../../../shared/texts";
import { imageUrl, type Storage } from "../../platform/storage";
import { presentPersonRef } from "../users/presenter";
import type { CaseRow } from "./cases";

// A case as an admin reads it (ADR 0043), field by field.
export function presentCase(storage: Storage, row: CaseRow): z.input<typeof moderationCaseSchema> {
  return {
    _id: row.key,
    subject: row.subject,
    subjectId: row.subjectId,
    reportedBy: row.reporter ? presentPersonRef(storage, row.reporter) : null,
    reason:
      row.subject === "listing"
        ? listingReason(row.reason, row.details)
        : row.subject === "help"
          ? HELP_MESSAGES.helpReason
          : row.reason,
    createdAt: row.lastAt.toISOString(),
    firstReportedAt: row.firstAt.toISOString(),
    status: "open",
    reports: row.reports,
    about: presentPersonRef(storage, row.about),
    event: row.event ? { _id: row.event.id, name: row.event.name } : null,
    excerpt: row.excerpt,
    image: row.image ? imageUrl(storage, row.image) : null,
  };
}

// The chosen reason in words, then the member's own, if any.
function listingReason(code: string, details: string): string {
  const label = LISTING_REPORT_REASON_LABELS[code as ListingReportReason] ?? code;
  return details ? `${label}: ${details}` : label;
}

/** The sentence an admin reads once a case is decided: each subject's own, as its old page said. */
export function decisionMessage(subject: ModerationSubject, decision: ModerationDecision): string {
  const act = decision === "act";
  switch (subject) {
    case "message":
      return act ? MESSAGE_FLAG_MESSAGES.removed : MESSAGE_FLAG_MESSAGES.dismissed;
    case "review":
      return act ? REVIEW_FLAG_MESSAGES.hidden : REVIEW_FLAG_MESSAGES.kept;
    case "member":
      return act ? SAFETY_MESSAGES.banned : SAFETY_MESSAGES.unflagged;
    case "attendance":
      return act ? ATTENDANCE_MESSAGES.overturned : ATTENDANCE_MESSAGES.upheld;
    case "listing":
      return act ? MODERATION_MESSAGES.listingTakenDown : MODERATION_MESSAGES.listingKept;
    case "help":
      return act ? HELP_MESSAGES.helpActed : HELP_MESSAGES.helpKept;
  }
}
