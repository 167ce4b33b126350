// Following a host (issue 27 item 7). Who cannot be followed (unknown, banned, blocked) answers
// MEMBER_NOT_FOUND, as their profile does.
export const FOLLOW_MESSAGES = {
  followSelf: "You cannot follow yourself.",
} as const;
