// The words SPEC.md gives the screens, copied word for word, one set per area; TEXTS gathers them.
// They live apart from the areas' own words (auth.ts, events.ts, ...) so that a screen using one of
// them does not bring a whole area's texts into its first script.

// SPEC words of sign-in and onboarding. Part of TEXTS (below).
export const AUTH_SPEC_TEXTS = {
  signinTagline: "Place worth Going, place worth Knowing",
  signInWithGoogle: "Sign in with Google",
  continue: "Continue",
  finish: "Finish & Start Exploring",
  trustGoodVibes: "Not necessary, I trust good vibes",
} as const;

// SPEC words several screens use. Part of TEXTS (below).
export const COMMON_SPEC_TEXTS = {
  pleaseWait: "Please Wait",
  all: "All",
  notAvailable: "N/A",
  notRated: "N/R",
} as const;

// SPEC words of the event screens and listing states. Part of TEXTS (below).
export const EVENTS_SPEC_TEXTS = {
  eventsHeading: "Events curated for you ...",
  noEventsFound: "No events found.",
  anywhereSpecific: "Anywhere specific ?",
  search: "Search",
  resetFilters: "Reset Filters",
  requestToJoin: "Request to join",
  requestSent: "Request sent",
  joined: "Joined",
  createdByYou: "Event created by you",
  cancelledByYou: "Cancelled by you",
  pendingApproval: "Pending Approval",
  listed: "Listed",
  rejected: "Rejected",
} as const;

// SPEC words of the people screens. Part of TEXTS (below).
export const PEOPLE_SPEC_TEXTS = {
  peopleTitle: "Find Seekers / Find Experiences",
  loadingMatches: "Loading matches...",
  matchesError: "Something went wrong while fetching matches.",
  noMatches: "No matched users found.",
  flagUser: "Flag User",
  flagConfirm: "Do you want to flag this user?",
  flagReason: "Reason for flagging",
  sayHello: "Say Hello",
} as const;

// SPEC words of the chat screens. Part of TEXTS (below).
export const CHAT_SPEC_TEXTS = {
  unsupportedMessage: "Unsupported message type",
} as const;

// SPEC words of the home screen: the shortcut tiles. Part of TEXTS (below).
export const HOME_SPEC_TEXTS = {
  adminPanel: "Admin Panel",
  findCompanion: "Find a companion",
  eventsForYou: "Events for you",
  createAnExperience: "Create an experience",
} as const;

// SPEC words of the admin area. Part of TEXTS (below).
export const ADMIN_SPEC_TEXTS = {
  noUsersFound: "No users found.",
  manualMatchmaking: "Manual Matchmaking",
  possibleMatches: "Possible Matches",
  possibleOpposites: "Possible Opposites",
} as const;

// SPEC words of the profile screens. Part of TEXTS (below).
export const PROFILE_SPEC_TEXTS = {
  profileTagline: "Places worth going, People worth knowing",
  noUpcoming: "No upcoming events right now.",
  noCreated: "No events created yet.",
  createExperience: "+ Create Experience",
  noAttended: "You haven't attended any events yet.",
  noCompanions: "Companions coming up",
  noHosted: "You haven't hosted any events yet.",
  verifiedUser: "Verified user",
  accountDetails: "Account details",
  aboutYou: "About you",
  travelPreferences: "Travel Preferences",
  companionMatching: "Companion Matching",
  trustAndSafety: "Trust & Safety",
  myExperience: "My Experience",
  myCompanions: "My companions",
  myListings: "My Listings",
  logout: "Logout",
} as const;

export const TEXTS = {
  ...AUTH_SPEC_TEXTS,
  ...PROFILE_SPEC_TEXTS,
  ...COMMON_SPEC_TEXTS,
  ...EVENTS_SPEC_TEXTS,
  ...PEOPLE_SPEC_TEXTS,
  ...ADMIN_SPEC_TEXTS,
  ...CHAT_SPEC_TEXTS,
  ...HOME_SPEC_TEXTS,
} as const;
