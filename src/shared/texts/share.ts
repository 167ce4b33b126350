// A safety contact (issue 15, ADR 0024): the member's private link for someone they trust, and
// their own check-in around the start. Sentences the API answers.
export const SHARE_MESSAGES = {
  notGoing: "Only members going to this experience can share it or check in.",
  closed: "This experience was cancelled or is not listed.",
  over: "This experience is over, so there is nothing left to share.",
  arriveTooEarly: "You can check in from three hours before the experience starts.",
  arriveTooLate: "This experience is over. Tap “I'm home safe” instead.",
  homeSafeTooEarly: "You can confirm you're home safe once the experience has begun.",
  homeSafeTooLate: "Check-ins for this experience have closed.",
  linkNotFound: "This link has expired or was turned off.",
  linkRevoked: "Sharing stopped. The link no longer works.",
  arrived: "Checked in. Your contact can see you've arrived.",
  homeSafe: "Glad you're home safe!",
} as const;
