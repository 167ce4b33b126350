import { MESSAGE_FLAG_MESSAGES, PHOTO_MESSAGES } from "@shared/texts";
import { COMMON_TEXTS, CONTROL_TEXTS } from "./common";

// The thread's words for photos, replies, reactions and reports, and the album (issue 28 items 1, 2
// and 6). The admins' list of reported messages has its own file (admin-message-flags.ts).

export const PHOTO_TEXTS = {
  addPhoto: "Send a photo",
  dialogTitle: "Send a photo",
  dialogDescription: "Photos are resized and their location data removed before anyone sees them.",
  caption: "Caption (optional)",
  captionPlaceholder: "Add a caption…",
  send: "Send photo",
  sending: "Sending photo",
  cancel: COMMON_TEXTS.cancel,
  chooseAnother: "Choose another",
  preview: "The photo you chose",
  notAnImage: "Please choose a photo (JPEG, PNG or WebP).",
  // In a bubble and its full view.
  photoFrom: (name: string) => `Photo from ${name}`,
  open: (name: string) => `Open the photo from ${name}`,
  close: CONTROL_TEXTS.close,
  fullView: "Photo",
} as const;

export const REPLY_TEXTS = {
  reply: "Reply",
  replyingTo: (name: string) => `Replying to ${name}`,
  cancelReply: "Cancel reply",
  // The quote in a bubble: a button that shows the original.
  quoteLabel: (name: string, snippet: string) => `Reply to ${name}: ${snippet}. Show the message`,
  removed: "Message removed",
} as const;

export const REACTION_TEXTS = {
  group: "Reactions",
  react: (reaction: string) => `React with ${reaction}`,
  // A chip under a bubble: what it is, how many, who, and what a tap does.
  chip: (reaction: string, count: number, names: readonly string[], mine: boolean) =>
    `${reaction} ${count}: ${names.join(", ")}. ${mine ? "Tap to take yours off" : "Tap to add yours"}`,
  who: "Who reacted",
} as const;

export const MESSAGE_ACTION_TEXTS = {
  open: (name: string) => `Actions for the message from ${name}`,
  openMine: "Actions for your message",
  title: "Message",
  report: "Report",
  close: CONTROL_TEXTS.close,
  removed: REPLY_TEXTS.removed,
  // The report dialog.
  reportTitle: "Report this message",
  reportDescription: "Tell the admins what is wrong. The sender is not told who reported it.",
  reason: "Reason",
  reasonPlaceholder: "What is wrong with this message?",
  sendReport: "Send report",
  reported: MESSAGE_FLAG_MESSAGES.flagged,
  cancel: COMMON_TEXTS.cancel,
} as const;

export const ALBUM_TEXTS = {
  title: "Album",
  link: "Album",
  linkLabel: (name: string) => `The album of ${name}`,
  barHint: "The group's photos from the trip",
  subtitle: (n: number) => (n === 1 ? "1 photo from the group" : `${n} photos from the group`),
  empty: "No photos yet. Photos the group sends in the chat show up here.",
  back: "Back to the group chat",
  grid: "Photos",
  later: PHOTO_MESSAGES.albumLater,
} as const;
