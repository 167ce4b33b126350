// SPEC words of the admin area. Part of TEXTS (see index.ts).
export const ADMIN_SPEC_TEXTS = {
  noUsersFound: "No users found.",
  manualMatchmaking: "Manual Matchmaking",
  possibleMatches: "Possible Matches",
  possibleOpposites: "Possible Opposites",
} as const;

// An admin view's placeholder for a profile question the member left blank.
export const NOT_ANSWERED = "Not answered";
