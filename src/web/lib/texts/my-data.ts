import { DELETE_CONFIRMATION_WORD } from "@shared/texts";

// "Your data" on the admin's member page and the shared download and deletion controls (ADR 0025);
// the member's own section on /profile reads the profile catalogue.
export const MY_DATA_TEXTS = {
  adminTitle: "Member's data",
  adminHint: "On the member's request: download a copy of their data, or delete their account.",
  adminDownload: "Download data",
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
  adminDeleteAccount: "Delete account",
  adminDialogTitle: (name: string) => `Delete ${name}'s account?`,
  adminDialogDescription:
    "This cannot be undone. Their profile, answers and pictures are erased and every device of theirs is signed out. Experiences they host that have not happened are cancelled and their members told.",
  typeToConfirm: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  confirmWord: DELETE_CONFIRMATION_WORD,
  confirmDelete: "Delete account",
  deleting: "Deleting…",
} as const;
