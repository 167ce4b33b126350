import { APP_NAME, COMMON_TEXTS } from "./common";
import { AUTH_SPEC_TEXTS } from "./spec";

// The account and connection check (/check).
export const CHECK_TEXTS = {
  title: "Check",
  intro: "Your account and connection at a glance. If something in the app seems off, start here.",
  signedInAs: "Signed in as",
  account: "Account",
  member: "Member",
  admin: "Admin",
  session: "Session",
  sessionActive: "Active on this device",
  internet: "Internet",
  online: "Online",
  offline: "Offline: what you see may be out of date",
  liveUpdates: "Live updates",
  live: "Connected: messages arrive instantly",
  polling: "Reconnecting: messages still arrive every few seconds",
} as const;

// The home screen's greeting and tile captions (beyond the SPEC).
export const HOME_TEXTS = {
  documentTitle: `${APP_NAME} — ${AUTH_SPEC_TEXTS.signinTagline}`,
  greeting: (firstName: string | null) => (firstName ? `Hi ${firstName} 👋` : "Hi there 👋"),
  heading: "Where to this weekend?",
  intro: "Outings, gigs and short trips with like-minded company.",
  shortcuts: "Shortcuts",
  adminCaption: "Users, events, flags and matches",
  companionCaption: "People who share your vibe",
  eventsCaption: "Outings and trips to join",
  createCaption: "Host a plan of your own",
} as const;

// The screen for an address that leads nowhere.
export const NOT_FOUND_TEXTS = {
  title: "Page not found",
  body: "This address doesn't lead anywhere. Let's get you back to the good stuff.",
  goHome: COMMON_TEXTS.goHome,
} as const;
