// Who may do what with a member's own data (ADR 0025): one small rule per action.
import { DELETE_CONFIRMATION_WORD } from "../../../shared/texts";
import type { Viewer } from "../auth/session-service";

// A copy is downloaded only by who asked for it: the member, or the admin who asked on their behalf
// (and is still an admin).
export const canDownload = (viewer: Viewer, copy: { userId: string; requestedBy: string }) =>
  copy.requestedBy === viewer.userId && (copy.userId === viewer.userId || viewer.role === "admin");

// The member typed the word exactly (case and all): nothing is deleted by a slip.
export const confirmsDeletion = (typed: string) => typed === DELETE_CONFIRMATION_WORD;

// An admin acts for a member, never for another admin (who deletes their own account from /profile).
export const canActFor = (target: { role: "member" | "admin" }) => target.role !== "admin";
