import { COMMON_TEXTS } from "./common";

// SPEC words of the profile screens. Part of TEXTS (see index.ts).
export const PROFILE_SPEC_TEXTS = {
  profileTagline: "Places worth going, People worth knowing",
  noUpcoming: "No upcoming events right now.",
  noCreated: "No events created yet.",
  createExperience: "+ Create Experience",
  noAttended: "You haven't attended any events yet.",
  noCompanions: "Companions coming up",
  noHosted: "You haven't hosted any events yet.",
  verifiedUser: "Verified user",
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
