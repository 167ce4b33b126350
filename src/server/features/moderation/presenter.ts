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

// Each subject's two sentences: for acting on it (remove, hide, ban, overturn, take down) and for
// keeping it.
const DECISION_MESSAGES: Record<ModerationSubject, Record<ModerationDecision, string>> = {
  message: { act: MESSAGE_FLAG_MESSAGES.removed, keep: MESSAGE_FLAG_MESSAGES.dismissed },
  review: { act: REVIEW_FLAG_MESSAGES.hidden, keep: REVIEW_FLAG_MESSAGES.kept },
  member: { act: SAFETY_MESSAGES.banned, keep: SAFETY_MESSAGES.unflagged },
  attendance: { act: ATTENDANCE_MESSAGES.overturned, keep: ATTENDANCE_MESSAGES.upheld },
  listing: { act: MODERATION_MESSAGES.listingTakenDown, keep: MODERATION_MESSAGES.listingKept },
  help: { act: HELP_MESSAGES.helpActed, keep: HELP_MESSAGES.helpKept },
};

/** The sentence an admin reads once a case is decided: each subject's own, as its old page said. */
export function decisionMessage(subject: ModerationSubject, decision: ModerationDecision): string {
  return DECISION_MESSAGES[subject][decision];
}
