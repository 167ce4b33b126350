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
