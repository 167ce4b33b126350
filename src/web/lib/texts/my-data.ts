import { DELETE_CONFIRMATION_WORD } from "@shared/texts";

// The English of a member's data controls (ADR 0025) that tests and the e2e journeys
// (e2e/my-data.spec.ts) still find the screens by. No screen reads these: the copy and the deletion
// dialog read the account catalogue (src/web/locales/<language>/account.json), which
// components/data-export-panel.test.tsx holds equal to them; the admin's card for a member reads the
// admin-people one, which its page's test holds equal to the admin ones. They go once those tests
// read the catalogues.
export const MY_DATA_TEXTS = {
  adminTitle: "Member's data",
  adminHint: "On the member's request: download a copy of their data, or delete their account.",
  adminDownload: "Download data",
  preparing: "Preparing your download…",
  ready: "Your download is ready",
  downloadFile: "Download",
  expired: "Your last download has expired.",
  askAgain: "Prepare a new download",
  adminDeleteAccount: "Delete account",
  adminDialogTitle: (name: string) => `Delete ${name}'s account?`,
  adminDialogDescription:
    "This cannot be undone. Their profile, answers and pictures are erased and every device of theirs is signed out. Experiences they host that have not happened are cancelled and their members told.",
  typeToConfirm: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  confirmDelete: "Delete account",
} as const;
