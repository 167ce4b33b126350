// Who is unknown, banned or blocked is not acknowledged: every such case answers this sentence.
export const MEMBER_NOT_FOUND = "We could not find that member.";

// Sentences for flags, blocks and bans.
export const SAFETY_MESSAGES = {
  flagReasonRequired: "Please tell us why you are flagging this member.",
  flagTooLong: "Please keep the reason under 1000 characters.",
  flagSelf: "You cannot flag yourself.",
  flagDuplicate: "You have already flagged this member. Our admins will look into it.",
  flagged: "Thank you. Our admins will review this profile.",
  blockSelf: "You cannot block yourself.",
  blocked: "Member blocked. You will no longer see each other.",
  unblocked: "Member unblocked.",
  notBlocked: "You have not blocked this member.",
  banSelf: "You cannot ban yourself.",
  banAdmin: "Admins cannot be banned.",
  banned: "User has been banned.",
  unbanned: "User has been unbanned.",
  alreadyBanned: "This member is already banned.",
  notBanned: "This member is not banned.",
  unflagged: "Flags removed.",
  noFlags: "This member has no open flags.",
  scoreSaved: "Score saved.",
  scoreSamePerson: "Choose two different members.",
} as const;

// Admin (SPEC 8): the matchmaking score and listing review forms. Part of MESSAGES (see index.ts).
export const ADMIN_FORM_MESSAGES = {
  scoreRange: "Please enter a score between 0 and 100.",
  rejectionReasonRequired: "Please provide a reason for rejection.",
} as const;
