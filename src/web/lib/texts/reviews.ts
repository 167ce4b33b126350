// The reviews (the section, the feedback form, reporting one) read their words from the reviews
// catalogue (src/web/locales, ADR 0053). The chat's review card still names the form by its title.
export const REVIEW_TEXTS = {
  feedbackTitle: "Share your experience",
} as const;

// A reported review's answers in the one moderation queue (issue 27 item 6, ADR 0043).
export const ADMIN_REVIEW_FLAG_TEXTS = {
  keep: "Keep",
  hide: "Hide",
  keepLabel: (name: string) => `Keep ${name}'s review`,
  hideLabel: (name: string) => `Hide ${name}'s review`,
} as const;
