import type { PendingPhotoCheck, PhotoCheckStatus } from "../../../shared/contracts/photo-check";
import { isPhotoPose, type PhotoPose } from "../../../shared/photo-poses";
import { imageUrl, type Storage } from "../../platform/storage";
import { memberState } from "./policy";
import type { PendingCheckRow, PhotoCheckView } from "./service";

// The photo check as the member's screen and the admins' queue read it, field by field.

// A stored pose is always one of PHOTO_POSES (the server picks it); null guards a renamed one.
const poseOf = (pose: string | undefined): PhotoPose | null => (pose && isPhotoPose(pose) ? pose : null);

export function presentPhotoCheckStatus(view: PhotoCheckView): PhotoCheckStatus {
  const { check, photoVerified } = view;
  const status = memberState(check, photoVerified);
  const shown = status === "none" ? undefined : check;
  return {
    status,
    pose: poseOf(shown?.pose),
    submittedAt: shown?.submittedAt?.toISOString() ?? null,
    decidedAt: shown?.decidedAt?.toISOString() ?? null,
    reason: status === "rejected" ? (shown?.reason ?? null) : null,
    photoVerified,
  };
}

/** The admin-only address of a selfie's bytes (the /api prefix included, as the web fetches it). */
export const selfiePath = (checkId: string) => `/api/admin/photo-checks/${checkId}/selfie`;

export function presentPendingCheck(storage: Storage, row: PendingCheckRow): PendingPhotoCheck {
  return {
    _id: row.id,
    // Picked by startPhotoCheck from PHOTO_POSES.
    pose: row.pose as PhotoPose,
    submittedAt: row.submittedAt.toISOString(),
    member: { _id: row.member.id, name: row.member.name, avatar: imageUrl(storage, row.member.avatar) },
    profileImages: row.profileImages.map((key) => imageUrl(storage, key)!),
    selfie: selfiePath(row.id),
  };
}
