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
