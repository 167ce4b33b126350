// Every people query lives under ["people"]: a block or an unblock refreshes the matches, the
// profiles and the blocked list in one invalidation.
export const peopleKeys = {
  all: ["people"] as const,
  matches: () => ["people", "matches"] as const,
  detail: (userId: string) => ["people", "detail", userId] as const,
  blocked: () => ["people", "blocked"] as const,
};
