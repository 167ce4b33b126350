// What the emails say (issue 13): subjects, the lines around a notification, the digest of unread
// direct messages, the footer, and the unsubscribe page the footer's link opens. The notification itself reads as in the bell
// (NOTIFICATION_MESSAGES), so an email and the bell never disagree.
// The default name; a server with APP_NAME set writes that (its catalogues fill in {appName}).
import { DEFAULT_APP_NAME } from "../app-name";

const APP = DEFAULT_APP_NAME;

export const EMAIL_MESSAGES = {
  appName: APP,
  greeting: (name: string) => `Hi ${name},`,
  welcomeSubject: `Welcome to ${APP}`,
  welcomeBody:
    "Your profile is ready. Browse experiences near you, ask to join the ones you like, or host your own.",
  welcomeAction: "Find an experience",
  notificationAction: `Open in ${APP}`,
  reminderAction: "Open the group chat",
  reviewAction: "Write a review",
  homeSafeAction: "Say you're home safe",
  // A followed host's new listing (issue 27 item 7).
  listingAction: "See the experience",
  // The weekly "New near you" digest (issue 27 item 7): it opens the events, ranked for the member.
  digestAction: "See what's new near you",
  paymentAction: "See the costs",
  signOff: `See you out there,\nthe ${APP} team`,
  footerWhy: {
    all: `You get this email because you joined ${APP}.`,
    requests: "You get this email because you asked to join, or host, an experience.",
    // Also a followed host's new listing (issue 27 item 7).
    event_updates:
      "You get this email about experiences you host, asked to join or wait for, and new ones from hosts you follow.",
    new_near_you: "You get this email once a week when there are new experiences near you worth a look.",
    reminders: "You get this email because you host, or hold a seat in, an experience coming up.",
    messages: "You get this email because a member messaged you and it stayed unread for a while.",
  },
  // The digest of a chat left unread (features/email/message-digest.ts): who wrote, how many, and
  // the start of each, oldest first.
  messageDigestSubject: (who: string, count: number) =>
    count === 1 ? `New message from ${who}` : `${count} new messages from ${who}`,
  messageDigestIntro: (who: string, count: number) =>
    count === 1 ? `${who} sent you a message:` : `${who} sent you ${count} messages:`,
  // A message's text is private and may be long, over several lines: one line each, its start only.
  messageDigestLine: (text: string) => {
    const chars = Array.from(text.replace(/\s+/g, " ").trim());
    return `“${chars.length > 160 ? `${chars.slice(0, 159).join("")}…` : chars.join("")}”`;
  },
  messageDigestMore: (count: number) => `and ${count} more`,
  messageDigestAction: "Reply",
  unsubscribeLink: "Unsubscribe",
  unsubscribeLinkAll: "Unsubscribe from all emails",
  // The page the link opens (GET), and what it says after the click (POST).
  unsubscribeTitle: "Unsubscribe",
  unsubscribeQuestion: {
    all: `Stop every email from ${APP}?`,
    requests: "Stop emails about join requests?",
    event_updates:
      "Stop emails about your experiences (approvals and cancellations) and new listings from hosts you follow?",
    new_near_you: "Stop the weekly New near you email?",
    reminders: "Stop reminder emails before your experiences, and the nudge to review them?",
    messages: "Stop emails about direct messages you have not read?",
  },
  unsubscribeButton: "Unsubscribe",
  unsubscribed: {
    all: `Done. ${APP} will not email you again.`,
    requests: "Done. You will get no more emails about join requests.",
    event_updates: "Done. You will get no more emails about your experiences or new listings.",
    new_near_you: "Done. You will get no more New near you emails.",
    reminders: "Done. You will get no more reminder emails.",
    messages: "Done. You will get no more emails about direct messages.",
  },
  unsubscribeStillInApp: "You still see everything in the app's notifications.",
  // The way on from the page: every email kind, and quiet hours, are chosen there.
  unsubscribePreferences: "Choose which emails you get",
  unsubscribeOpenApp: `Open ${APP}`,
  unsubscribeInvalid: "This unsubscribe link is not valid. Open the newest email and try its link again.",
} as const;
