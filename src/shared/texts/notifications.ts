// The header's notification list (beyond the SPEC); each names who and which event.
export const NOTIFICATION_MESSAGES = {
  // Who asked, when their name is gone.
  someone: "Someone",
  request_received: (who: string, event: string) => `${who} asked to join ${event}`,
  request_accepted: (event: string) => `You're in! Your request to join ${event} was accepted`,
  request_rejected: (event: string) => `Your request to join ${event} was not accepted`,
  event_approved: (event: string) => `${event} is approved and now listed`,
  event_rejected: (event: string) => `${event} was not approved`,
  event_cancelled: (event: string) => `${event} has been cancelled by its host`,
  // Reminders carry what a member needs on the way: when, where, who hosts (the link opens the
  // group chat). `host` is the host's name, or `you` for the host's own reminder.
  event_reminder_24h: (event: string, when: string, place: string, host: string) =>
    `Tomorrow: ${event}, ${when} in ${place}. Hosted by ${host}.`,
  event_reminder_2h: (event: string, when: string, place: string, host: string) =>
    `In 2 hours: ${event}, ${when} in ${place}. Hosted by ${host}.`,
  you: "you",
  review_nudge: (event: string) => `How was ${event}? Share a review to help others choose`,
  // At the end of an experience, to a member who shared a safety link (ADR 0024).
  home_safe_check: (event: string) => `${event} has ended. Home safe? Tap to let your trusted contact know.`,
  waitlist_offered: (event: string) =>
    `A seat opened up in ${event}: you were next on the waitlist, so your request is with the host`,
  // The host did not answer a waitlist offer in time (issue 25 item 11).
  waitlist_offer_expired: (event: string) =>
    `The host of ${event} didn't answer in time, so the seat went to the next person waiting. You can join the waitlist again.`,
  // Showing up (ADR 0023): a mark is never silent (issue 25 item 12).
  no_show_marked: (event: string) =>
    `The host marked you as not coming to ${event}. If you were there, contest it from your profile.`,
  no_show_warning: (_event: string) =>
    "That's 2 no-shows in 90 days. One more and your account goes to the admins for review.",
  no_show_upheld: (event: string) => `An admin reviewed your contest for ${event}: the no-show mark stands.`,
  no_show_overturned: (event: string) =>
    `An admin reviewed your contest for ${event}: the mark is removed and counts as attended.`,
  // To a member who follows the host (issue 27 item 7): who, what, and when and where.
  host_listed: (host: string, event: string, when: string, place: string) =>
    `${host} listed a new experience: ${event}, ${when} in ${place}.`,
  // The weekly digest (issue 27 item 7): the week's best new listings for the member, best first,
  // "A, B and 1 more" (`more`: how many good ones it leaves unnamed).
  new_near_you: (events: readonly string[], more = 0) => {
    const named = more > 0 ? [...events, `${more} more`] : [...events];
    const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : (named[0] ?? "");
    return `New near you this week: ${list}`;
  },
  // To the payee of a trip's costs (issue 28 item 7): who says they paid, and what is left to do.
  payment_recorded: (who: string, event: string) =>
    `${who} says they paid you for ${event}. Mark it received once it is in your account.`,
  // Several things about one experience that quiet hours held, sent as one push or email.
  heldTitle: (n: number, event: string) => `${n} updates about ${event}`,
  directMessages: (who: string, n: number) =>
    n === 1 ? `New message from ${who}` : `${n} new messages from ${who}`,
  groupMessages: (group: string, n: number) =>
    n === 1 ? `New message in ${group}` : `${n} new messages in ${group}`,
} as const;

// The short line an email's subject and a push's title use where the sentence is long; kinds
// without one use the sentence itself.
export const NOTIFICATION_HEADLINES = {
  event_reminder_24h: (event: string) => `Tomorrow: ${event}`,
  event_reminder_2h: (event: string) => `In 2 hours: ${event}`,
  review_nudge: (event: string) => `How was ${event}?`,
  home_safe_check: (_event: string) => "Home safe?",
  waitlist_offered: (event: string) => `A seat opened up in ${event}`,
  waitlist_offer_expired: (event: string) => `Your seat offer for ${event} lapsed`,
  no_show_marked: (event: string) => `Marked as not coming to ${event}`,
  no_show_warning: (_event: string) => "One more no-show goes to the admins",
  no_show_upheld: (event: string) => `Your contest for ${event} was decided`,
  no_show_overturned: (event: string) => `Your no-show mark for ${event} is removed`,
  host_listed: (event: string) => `New from a host you follow: ${event}`,
  new_near_you: (_event: string) => "New near you this week",
  payment_recorded: (event: string) => `A payment for ${event} to confirm`,
} as const;
