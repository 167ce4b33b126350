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
  directMessages: (who: string, n: number) =>
    n === 1 ? `New message from ${who}` : `${n} new messages from ${who}`,
  groupMessages: (group: string, n: number) =>
    n === 1 ? `New message in ${group}` : `${n} new messages in ${group}`,
} as const;
