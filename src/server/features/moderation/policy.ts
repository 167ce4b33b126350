import type { Viewer } from "../auth/session-service";

// Who may report what to the one moderation queue (ADR 0043): one small rule per action.

// A member reports others' listings, never their own.
export const canReportListing = (viewer: Viewer, event: { createdBy: string }) =>
  event.createdBy !== viewer.userId;
