import { randomInt } from "node:crypto";
import type { PhotoCheckState } from "../../../shared/contracts/photo-check";
import { PHOTO_POSES, type PhotoPose } from "../../../shared/photo-poses";
import type { Viewer } from "../auth/session-service";

// The rules of the photo check (issue 38 item 4, ADR 0044): one small function per question.

/** Selfies are deleted this long after the admin's decision. */
export const SELFIE_KEPT_DAYS = 30;
export const DAY_MS = 24 * 60 * 60_000;

/** A pose nobody can prepare for: picked by the server with the platform's secure random numbers. */
export const pickPose = (): PhotoPose => PHOTO_POSES[randomInt(PHOTO_POSES.length)]!;

/** Only admins see the queue, the selfies, and decide. */
export const canReviewPhotoChecks = (viewer: Viewer) => viewer.role === "admin";

type CheckRow = { status: string };

/**
 * Starting a check while one is in flight: the pose already asked stands (starting twice does not
 * reroll it, so a member cannot shop for an easy pose), and a selfie waiting for review is refused.
 */
export function startDecision(open: CheckRow | undefined): "new" | "same" | "pending" {
  if (!open) return "new";
  return open.status === "pending" ? "pending" : "same";
}

/**
 * What the member's screen shows: their newest check's state, except that an approval no longer
 * holds once the avatar changed (photoVerifiedAt cleared): they may verify again.
 */
export function memberState(latest: CheckRow | undefined, photoVerified: boolean): PhotoCheckState {
  if (!latest) return "none";
  if (latest.status === "approved" && !photoVerified) return "none";
  return latest.status as PhotoCheckState;
}
