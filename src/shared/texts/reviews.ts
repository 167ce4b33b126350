// Reviews of an ended experience (SPEC 4 "Review").
export const REVIEW_ACTION_MESSAGES = {
  reviewThanks: "Thank you for your feedback!",
  reviewDuplicate: "You have shared your review already",
  reviewIncomplete: "Please give a rating and write a review.",
  reviewTooEarly: "You can share your experience only once the event ends",
} as const;

export const REVIEW_MESSAGES = {
  closed: "Reviews are closed for this experience.",
  notParticipant: "Only members who went can review this experience.",
  // Once the host has marked who came (ADR 0023).
  notMarkedCame: "Only members the host marked as having come can review this experience.",
} as const;

// Reviews people can read, and a member's report of one to the admins (issue 27 item 6).
export const REVIEW_FLAG_MESSAGES = {
  notFound: "This review is not available.",
  reasonRequired: "Please tell us what is wrong with this review.",
  reasonTooLong: "Please keep the reason under 500 characters.",
  own: "You cannot report your own review.",
  // A second open report by the same member is refused (409), not silently taken again.
  duplicate: "You have reported this review already. Our admins will look into it.",
  flagged: "Thank you. Our admins will look at this review.",
  decision: "Choose whether to keep or hide the review.",
  nothingOpen: "This review has no open reports.",
  kept: "The review stays up; its reports are closed.",
  hidden: "The review is hidden: nobody sees it and it counts in no rating.",
} as const;

// How a review of a member whose account is gone names its writer (never "Deleted").
export const FORMER_REVIEWER = "Member";
