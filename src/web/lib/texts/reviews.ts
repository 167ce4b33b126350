import { COMMON_TEXTS } from "./common";

// Texts of the feedback form that SPEC.md leaves to the product (SPEC 4 "Review"; the server's
// answers such as "Thank you for your feedback!" live in @shared/texts).

export const REVIEW_TEXTS = {
  feedbackTitle: "Share your experience",
  didItHappen: "Did the event happen?",
  yes: COMMON_TEXTS.yes,
  no: COMMON_TEXTS.no,
  yourRating: "Your rating",
  stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
  ratingWords: ["", "Not great", "Could be better", "Good", "Really good", "Loved it!"] as const,
  yourReview: "Your review",
  reviewPlaceholder: "What stood out? What would make it even better?",
  submitReview: "Submit review",
  cancel: COMMON_TEXTS.cancel,
  counter: (used: string, max: string) => `${used} / ${max}`,
};

// The reviews members read on a host's profile and an experience's page, and reporting one (issue 27
// item 6; the server's sentences, such as the thank-you for a report, live in @shared/texts).
export const REVIEW_LIST_TEXTS = {
  title: "Reviews",
  // On an experience's page with no review of its own yet: the host's other experiences speak.
  hostTitle: "Reviews of this host",
  hostHint: "This experience has no reviews yet. These are from the host's other experiences.",
  count: (n: number) => (n === 1 ? "1 review" : `${n} reviews`),
  emptyEvent: "No reviews yet. Members who go can review it once it ends.",
  emptyHost: "No reviews yet for this host's experiences.",
  loading: "Loading reviews",
  loadFailed: "We couldn't load the reviews.",
  tryAgain: COMMON_TEXTS.tryAgain,
  showMore: "Show more reviews",
  readMore: "Read more",
  readLess: "Show less",
  outOfFive: (n: number) => `${n} out of 5 stars`,
  you: "You",
  ofEvent: (name: string) => `On ${name}`,
  report: "Report",
  reportLabel: (name: string) => `Report ${name}'s review`,
  reportTitle: "Report this review?",
  reportDescription: "Our admins read every report and hide reviews that break the community rules.",
  reportReason: "What is wrong with it?",
  reportPlaceholder: "For example: it is abusive, shares private details, or is not about the experience.",
  sendReport: "Send report",
  cancel: COMMON_TEXTS.cancel,
} as const;

// A reported review's answers in the one moderation queue (issue 27 item 6, ADR 0043).
export const ADMIN_REVIEW_FLAG_TEXTS = {
  keep: "Keep",
  hide: "Hide",
  keepLabel: (name: string) => `Keep ${name}'s review`,
  hideLabel: (name: string) => `Hide ${name}'s review`,
} as const;
