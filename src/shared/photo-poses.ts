// The poses "Verify your photo" asks for (issue 38 item 4, ADR 0044): the server picks one at random
// when a member starts a check, so an old photo won't do. The words each asks for are in
// texts/photo-check.ts (PHOTO_POSE_WORDS).
export const PHOTO_POSES = [
  "left-ear",
  "thumbs-up",
  "peace-sign",
  "right-hand-on-head",
  "wave",
  "point-up",
] as const;

export type PhotoPose = (typeof PHOTO_POSES)[number];

export const isPhotoPose = (value: string): value is PhotoPose =>
  (PHOTO_POSES as readonly string[]).includes(value);
