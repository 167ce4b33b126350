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
