// Why a member reports a listing (issue 42 item 4): a short list, each with the words the member
// reads and the admin sees. The codes are stored; the words live in the texts catalogue.
export const LISTING_REPORT_REASONS = ["scam", "unsafe", "misleading", "offensive", "other"] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
