// Who has read a message, the group's pinned message and the outbox's client ids (issue 28 items
// 3 to 5): what the API says about them.

export const SEEN_MESSAGES = {
  // In a group, read marks are the host's to see: they are the one who needs to know the plan was read.
  hostOnly: "Only the host sees who has read the group.",
} as const;

export const PIN_MESSAGES = {
  hostOnly: "Only the host can pin or unpin a message.",
  notInGroup: "We could not find that message in this group.",
  pinned: "Message pinned.",
  unpinned: "Message unpinned.",
} as const;

export const OUTBOX_MESSAGES = {
  badClientId: "clientId must be a UUID.",
  // The same client id was already used by this member for a message to another conversation.
  clientIdTaken: "That message id was already used for another conversation.",
} as const;
