import type { PhotoPose } from "@shared/photo-poses";

/**
 * The catalogue key that says each pose a live selfie asks for (a value the API sends), the same in
 * every area that shows one: the member's photo check ("photo") and the admins' queue
 * ("admin-photos"). Each of those catalogues holds these keys in every language.
 */
export const POSE_KEYS = {
  "left-ear": "poseLeftEar",
  "thumbs-up": "poseThumbsUp",
  "peace-sign": "posePeaceSign",
  "right-hand-on-head": "poseRightHandOnHead",
  wave: "poseWave",
  "point-up": "posePointUp",
} as const satisfies Record<PhotoPose, string>;
