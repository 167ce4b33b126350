import { COMMON_TEXTS } from "./common";
import { ADMIN_SPEC_TEXTS } from "./spec";

// An admin view's placeholder for a profile question the member left blank.
export const NOT_ANSWERED = "Not answered";

// Texts of the admin screens that SPEC.md leaves to the product (the SPEC's are ADMIN_SPEC_TEXTS, in
// spec.ts: TEXTS gathers those for every screen, and these stay with the admin area's code).
// Words several admin screens share.
export const ADMIN_TEXTS = {
  cancel: COMMON_TEXTS.cancel,
  saved: "Saved.",
  backToUsers: "Back to users",
  nameOrLocation: "Name or location",
  noReasonGiven: "No reason given.",
  flags: "Flags",
  photos: "Photos",
  answers: "Answers",
} as const;

// /admin/flag and /admin/flag/{id}: flagged members and their open flags.
export const ADMIN_FLAGS_TEXTS = {
  title: "Flagged profiles",
  summary: (members: number, flags: number) =>
    `${members} ${members === 1 ? "member" : "members"} · ${flags} open ${flags === 1 ? "flag" : "flags"}`,
  none: "No flagged profiles.",
  list: "Flagged members",
  latestReason: "Latest reason",
  detailTitle: "Flag details",
  backToFlagged: "Back to flagged profiles",
  actions: "Actions",
  nothingToReview: "Nothing to review right now.",
  bannedAlready: "Banned already. Unflag to close these reports.",
  decide: "Unflag when the reports do not hold up; ban when they do.",
  openFlags: "Open flags",
  noOpenFlags: (name: string) => `${name} has no open flags.`,
  seeFlagged: "See flagged profiles",
  reportedBy: "Reported by",
  reason: "Reason:",
  // A flag the app raised itself (repeated no-shows, ADR 0023).
  automatic: "Raised automatically",
} as const;

// Ban, Unban and Unflag, and the confirmation each asks for.
export const ADMIN_MODERATION_TEXTS = {
  ban: "Ban",
  unban: "Unban",
  unflag: "Unflag",
  adminsCannotBeBanned: "Admins cannot be banned.",
  confirm: {
    ban: {
      title: (name: string) => `Ban ${name}?`,
      description:
        "They are signed out at once and cannot sign in, join events or chat until an admin unbans them. Their upcoming experiences are cancelled and the members told, and their seats in others' experiences are given back. Unbanning does not restore these.",
      button: "Yes, ban",
    },
    unban: {
      title: (name: string) => `Unban ${name}?`,
      description:
        "They can sign in and use the app again. Experiences cancelled by the ban stay cancelled, and they can ask to join again.",
      button: "Yes, unban",
    },
    unflag: {
      /** `flags` reads "1 flag", "3 flags". */
      title: (name: string, flags: string) => `Remove ${flags} from ${name}?`,
      description: "The open flags are marked as resolved. They stay on record for the admins.",
      button: "Yes, unflag",
    },
  },
} as const;

// /admin/user/profile/{id}: everything about a member.
export const ADMIN_PROFILE_TEXTS = {
  title: "Member profile",
  accountAndModeration: "Account and moderation",
  travelStyle: "Travel style",
  matches: "Matches",
  topMatches: (count: number) => `Top ${count}`,
  matchesOf: (name: string) => `Matches of ${name}`,
  bannedLeftOut: "Banned members are left out of matching.",
  noMatches: "No matches yet.",
  eventsHosted: "Events hosted",
  noneHosted: "No events hosted yet.",
  eventsAttended: "Events attended",
  noneAttended: "No events attended yet.",
  activeMember: "Active member",
  hostRating: "Host rating",
  findMatches: "Find matches",
  review: "Review",
  privateDetails: "Private details",
  phone: "Phone",
  birthday: "Birthday",
  email: "Email",
  memberSince: "Member since",
  notAdded: "Not added",
  profilePictureOf: (name: string) => `Profile picture of ${name}`,
  photoOf: (n: number, name: string) => `Photo ${n} of ${name}`,
  inCommon: "(in common)",
  // SPEC 2 "answer cards", keyed as in profileDetails.
  questions: {
    alwaysPack: "Always pack",
    travelSoundtrack: "Travel soundtrack",
    favoriteTravelMovie: "Favourite travel movie",
    idealEvening: "Ideal evening",
    lastMinuteAction: "Last-minute action",
  },
} as const;

// SPEC 2 "travel style": the titles of a member's quiz answers.
export const ADMIN_TRAVEL_STYLE_TEXTS = {
  scenePreferences: "Scene preferences",
  idealScenes: "Ideal scenes",
  sceneEnergy: "Scene energy",
  spontaneity: "Spontaneity",
  vibe: "Vibe",
  purpose: "Purpose",
} as const;

// /admin/people/match/{id} and /admin/match/{id1}/{id2}: a member's lists, a pair, and its score.
export const ADMIN_MATCH_TEXTS = {
  title: "Matchmaking",
  subtitle: "Open a pair to compare their answers and set their score.",
  backToManualMatchmaking: `Back to ${ADMIN_SPEC_TEXTS.manualMatchmaking}`,
  lists: "Lists",
  noMatches: "No possible matches yet.",
  noOpposites: "No possible opposites yet.",
  searchList: (title: string) => `Search ${title.toLowerCase()}`,
  noOneFound: (query: string) => `No one found for “${query}”.`,
  compatible: "compatible",
  dismiss: "Dismiss",
  pairTitle: "Score this pair",
  backToMatchmaking: "Back to matchmaking",
  chooseSomeoneElse: "Choose someone else",
  commonScenes: "Common ideal scenes",
  noCommonScenes: "No ideal scenes in common.",
  chosenByBoth: "Chosen by both",
  thePair: "The pair",
  assigned: "Assigned by an admin",
  calculated: "Calculated from their answers",
  compatibility: COMMON_TEXTS.compatibility,
  assignScore: "Assign a score",
  scoreHint: "Your score replaces the calculated compatibility for both members.",
  scoreLabel: "Score (0–100)",
  scorePlaceholder: "e.g. 75",
  saveScore: "Save score",
  reasonTitle: "Why this score?",
  reasonDescription: (score: number, first: string, second: string) =>
    `${score}% for ${first} and ${second}. The reason is kept with the score for other admins.`,
  reason: "Reason",
  reasonPlaceholder: "For example: both love last-minute hill trips and met at the Sunday café crawl.",
} as const;
