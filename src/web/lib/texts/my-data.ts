import { DELETE_CONFIRMATION_WORD } from "@shared/texts";

// "Your data" on /profile and the admin's member page (ADR 0025): the member's copy and the deletion.
export const MY_DATA_TEXTS = {
  title: "Your data",
  adminTitle: "Member's data",
  adminHint: "On the member's request: download a copy of their data, or delete their account.",
  download: "Download my data",
  adminDownload: "Download data",
  downloadHint: "A ZIP of your profile, answers, experiences, messages, reviews and pictures.",
  preparing: "Preparing your download…",
  preparingHint: "This takes a minute or two. You can leave this page.",
  ready: "Your download is ready",
  readyUntil: (when: string) => `Available until ${when}`,
  downloadFile: "Download",
  downloading: "Downloading…",
  expired: "Your last download has expired.",
  failed: "We could not prepare your download.",
  askAgain: "Prepare a new download",
  downloadFailed: "The download did not start. Please try again.",
  deleteAccount: "Delete my account",
  adminDeleteAccount: "Delete account",
  deleteHint: "Removes your profile and pictures for good and signs you out everywhere.",
  dialogTitle: "Delete your account?",
  adminDialogTitle: (name: string) => `Delete ${name}'s account?`,
  dialogDescription:
    "This cannot be undone. Your profile, answers and pictures are erased and every device is signed out. Experiences you host that have not happened are cancelled and their members told. Your messages and your reviews stay for the others, shown from \u201cDeleted member\u201d.",
  adminDialogDescription:
    "This cannot be undone. Their profile, answers and pictures are erased and every device of theirs is signed out. Experiences they host that have not happened are cancelled and their members told.",
  typeToConfirm: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  confirmWord: DELETE_CONFIRMATION_WORD,
  confirmDelete: "Delete account",
  deleting: "Deleting…",
} as const;
