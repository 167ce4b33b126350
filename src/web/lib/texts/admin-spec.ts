// SPEC words of the admin area. Part of TEXTS (see index.ts).
export const ADMIN_SPEC_TEXTS = {
  noUsersFound: "No users found.",
  manualMatchmaking: "Manual Matchmaking",
  possibleMatches: "Possible Matches",
  possibleOpposites: "Possible Opposites",
} as const;
