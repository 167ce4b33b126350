import { MESSAGE_EMAIL_AFTER_MINUTES } from "@shared/limits";
import { COMMON_TEXTS } from "./common";

// Words of the profile screens that SPEC.md leaves to the product.
export const PROFILE_TEXTS = {
  title: "Profile",
  yourProfile: COMMON_TEXTS.yourProfile,
  accountSections: "Account sections",
  eventsHosted: "Events hosted",
  hostRating: "Host rating",
  eventsAttended: "Events attended",
  exploreEvents: "Explore events",
  companions: "Companions",
  findPeople: "Find people",
  // A section's status on the account details list.
  done: "Done",
  notDone: "Not done",
  vibe: "Vibe",
  spontaneityComfort: "Spontaneity comfort",
  scenePreferences: "Scene preferences",
  idealScenes: "Ideal scenes",
  sceneEnergy: "Scene energy",
  verification: "Verification",
  socialHandles: "Social handles",
} as const;

// The read-only "About you" fields.
export const ABOUT_TEXTS = {
  name: "Name",
  currentLocation: "Current location",
  mobileNumber: "Mobile number",
  birthday: "Birthday",
  gender: "Gender",
  genders: { male: "Male", female: "Female", other: "Other" } as Record<string, string>,
} as const;

// The blocked-members list (beyond the SPEC).
export const BLOCKED_TEXTS = {
  title: "Blocked members",
  hint: "You and the members you block don't see each other. Unblock someone to see them again.",
  empty: "You haven't blocked anyone.",
  unblock: "Unblock",
  unblockLabel: (name: string) => `Unblock ${name}`,
  tryAgain: COMMON_TEXTS.tryAgain,
  list: "Blocked members",
};

// A social handle that is not a full web address.
export const NOT_FULL_LINK = "Not a full link";

// The notification preferences screen (/profile/notifications).
export const NOTIFICATION_SETTINGS_TEXTS = {
  link: "Notifications",
  title: "Notifications",
  intro: "Choose how each kind of notification reaches you outside the app. The bell always shows them.",
  channelsTitle: "What reaches you, and how",
  kind: "Kind",
  push: "Push",
  email: "Email",
  categories: {
    requests: "Requests",
    messages: "Messages",
    reminders: "Reminders",
    eventUpdates: "Event updates",
    newNearYou: "New near you",
  },
  categoryHints: {
    requests: "Join requests and hosts' answers",
    // By email, one per chat left unread (the server's digest, ADR 0017).
    messages: `Direct messages; by email only when a chat stays unread for ${MESSAGE_EMAIL_AFTER_MINUTES} minutes`,
    reminders: "Before your experiences, and a nudge to review after",
    eventUpdates: "Listings approved, declined or cancelled, and new ones from hosts you follow",
    newNearYou: "Once a week, the best new experiences near you; nothing when there is nothing good",
  },
  // The accessible name of one switch, e.g. "Requests by push".
  switchLabel: (category: string, channel: string) => `${category} by ${channel.toLowerCase()}`,
  quietTitle: "Quiet hours",
  quietSwitch: "Quiet hours",
  quietHint:
    "Nothing but reminders is sent in these hours; the rest comes when they end, messages one per chat.",
  from: "From",
  to: "To",
  indiaTime: "India time",
  pushUnsupported: "This browser cannot show notifications, so push reaches your other devices only.",
  save: "Save",
  saved: "Notification settings saved.",
} as const;
