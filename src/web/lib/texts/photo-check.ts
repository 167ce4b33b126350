// "Verify your photo" (issue 38 item 4): the badge and the admins' queue; the member's screen reads the
// photo catalogue (src/web/locales), its title held to this one by the guard test. The pose words
// and the API's sentences are in @shared/texts (PHOTO_POSE_WORDS, PHOTO_CHECK_MESSAGES).
export const PHOTO_CHECK_TEXTS = {
  title: "Verify your photo",
  verifiedBadge: "Photo verified",
  // The admins' queue.
  adminTitle: "Photo checks",
  adminSubtitle: "Compare each selfie with the member's profile pictures, and check the pose.",
  adminList: "Selfies waiting for review",
  adminNone: "No selfies are waiting for review.",
  adminPose: "Pose asked",
  adminSelfieCaption: "Selfie",
  adminPicturesCaption: "Profile",
  adminSelfie: (name: string) => `Selfie of ${name}`,
  adminSelfieFailed: "Could not load the selfie.",
  adminPicture: (name: string, n: number) => `${name}'s profile picture ${n}`,
  adminNoPictures: "No profile pictures.",
  adminSent: (date: string) => `Sent ${date}`,
  approve: "Approve",
  approveLabel: (name: string) => `Approve ${name}'s selfie`,
  reject: "Reject",
  rejectLabel: (name: string) => `Reject ${name}'s selfie`,
  rejectTitle: (name: string) => `Reject ${name}'s selfie?`,
  rejectDescription: "The member reads your reason and can try again with a new pose.",
  rejectReasonLabel: "Reason",
  rejectPlaceholder: "For example: the face is not clearly visible.",
  loadFailed: "Could not load more selfies.",
} as const;
