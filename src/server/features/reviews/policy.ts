import type { Viewer } from "../auth/session-service";

// Who may read and report reviews (issue 27 item 6): one small rule per action.

type Member = { id: string; isBanned: boolean; deletedAt: Date | null };

// A host's reviews are read where their profile is: never a deleted member's list, a banned one's by
// admins alone, and neither side of a block sees the other's (admins and the member themselves do).
export const canReadHostReviews = (viewer: Viewer, host: Member, blockedPair: boolean) =>
  !host.deletedAt &&
  (!host.isBanned || viewer.role === "admin") &&
  (!blockedPair || viewer.role === "admin" || viewer.userId === host.id);

// A member reports others' reviews, never their own.
export const canFlagReview = (viewer: Viewer, review: { userId: string }) => review.userId !== viewer.userId;
