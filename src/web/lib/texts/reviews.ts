// The reviews (the section, the feedback form, reporting one) read their words from the reviews
// catalogue (src/web/locales, ADR 0053). The chat's review card still names the form by its title.
export const REVIEW_TEXTS = {
  feedbackTitle: "Share your experience",
} as const;
