import type { PhotoPose } from "../photo-poses";

// "Verify your photo" (issue 38 item 4, ADR 0044): the pose asked for, what the API answers, and
// what the member is told once an admin decided.

/** What each pose asks the member to do, as the screen and the admin queue say it. */
export const PHOTO_POSE_WORDS: Record<PhotoPose, string> = {
  "left-ear": "Touch your left ear",
  "thumbs-up": "Give a thumbs up",
  "peace-sign": "Show a peace sign",
  "right-hand-on-head": "Put your right hand on your head",
  wave: "Wave at the camera with an open hand",
  "point-up": "Point up with one finger",
};

/** The most characters an admin's reason for a rejection may have. */
export const PHOTO_CHECK_REASON_MAX = 300;

export const PHOTO_CHECK_MESSAGES = {
  started: "Here is your pose. Take the selfie when you're ready.",
  submitted: "Thanks! An admin will compare your selfie with your profile pictures soon.",
  pendingReview: "Your selfie is waiting for an admin's review. We'll tell you when it's done.",
  noPose: "Start the check first, so we can ask you for a pose.",
  selfieRequired: "Add your selfie: a photo of you doing the pose.",
  notAnImage: "Your selfie must be a JPEG, PNG or WebP photo.",
  tooLarge: "Your selfie is too large. Photos up to 5 MB are accepted.",
  notMultipart: "Send your selfie as a photo upload (multipart/form-data).",
  notFound: "This photo check does not exist.",
  selfieGone: "This selfie is no longer held.",
  alreadyDecided: "This selfie has already been reviewed by another admin.",
  reasonRequired: "Say why the selfie is rejected, so the member knows what to fix.",
  reasonTooLong: `Keep the reason to ${PHOTO_CHECK_REASON_MAX} characters or fewer.`,
  approved: "Photo verified. The member has been told.",
  rejected: "Selfie rejected. The member has been told why.",
  // What the member is told, by push or email.
  approvedTitle: "Your photo is verified",
  approvedBody:
    "An admin compared your selfie with your profile pictures: you now have the Photo verified badge.",
  rejectedTitle: "Your photo check needs another try",
  rejectedBody: (reason: string) => `An admin could not verify your selfie: ${reason} You can try again.`,
  openAction: "Open your photo check",
} as const;
