import { LIMITS } from "../limits";
import { indianDigits } from "../numbers";

// What the API says about photos, replies, reactions and reports of messages (issue 28 items 1, 2
// and 6).

export const PHOTO_MESSAGES = {
  // The chat list's preview line and a quote of a photo sent without a caption.
  preview: "📷 Photo",
  required: "Please choose a photo to send.",
  captionTooLong: `A caption can be at most ${indianDigits(LIMITS.messageMaxLength)} characters.`,
  // The group's album opens once the experience has ended.
  albumLater: "The album opens once the experience has ended.",
  // A member the host marked as not having come (ADR 0023).
  albumNotWent: "The album is for the members who went on this experience.",
} as const;

export const REPLY_MESSAGES = {
  // The message replied to is not in this conversation (or no longer exists).
  elsewhere: "You can only reply to a message in this conversation.",
} as const;

export const REACTION_MESSAGES = {
  unknown: "Please choose one of the reactions offered.",
  // A message the member cannot see (another conversation, a group they are not in): not acknowledged.
  notFound: "We could not find that message.",
} as const;

export const MESSAGE_FLAG_MESSAGES = {
  notFound: REACTION_MESSAGES.notFound,
  reasonRequired: "Please tell us what is wrong with this message.",
  reasonTooLong: `Please keep the reason under ${indianDigits(LIMITS.messageFlagReasonMaxLength)} characters.`,
  own: "You cannot report your own message.",
  duplicate: "You have reported this message already. Our admins will look into it.",
  flagged: "Thank you. Our admins will look at this message.",
  decision: "Choose whether to dismiss the reports or remove the message.",
  nothingOpen: "This message has no open reports.",
  dismissed: "The message stays; its reports are closed.",
  removed: "The message is removed from the conversation.",
  restored: "The message is back in the conversation; its reports are open again.",
  undoOver: "This removal can no longer be undone.",
} as const;
