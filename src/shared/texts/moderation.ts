import type { ListingReportReason } from "../listing-report-reasons";

// The one moderation queue (issue 42 item 4, ADR 0043): what the API says about a case, and the
// words of a report of a listing (the fifth subject), which members choose and admins read.

export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  scam: "A scam, or asks for money outside the app",
  unsafe: "Unsafe for the people who go",
  misleading: "Misleading: not what it says",
  offensive: "Offensive or hateful",
  other: "Something else",
};

export const MODERATION_MESSAGES = {
  // A member reports a listing.
  listingReasonRequired: "Please choose why you are reporting this listing.",
  listingDetailsTooLong: "Please keep the details under 500 characters.",
  listingOwn: "You cannot report your own listing.",
  // A second open report by the same member is refused (409), not silently taken again.
  listingDuplicate: "You have reported this listing already. Our admins will look into it.",
  listingReported: "Thank you. Our admins will look at this listing.",
  // An admin decides a case.
  subject: "Choose what kind of report this is.",
  decision: "Choose whether to keep it or act on it.",
  caseNotFound: "This report is no longer open.",
  listingKept: "The listing stays up; its reports are closed.",
  listingTakenDown: "The listing is taken down and its host told.",
  // The reason a host reads on a listing the admins took down after a report.
  takenDownReason: "Taken down by our admins after a report from a member.",
} as const;
