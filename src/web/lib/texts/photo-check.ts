// "Verify your photo" (issue 38 item 4): the member's screen reads the photo catalogue and the admins'
// queue the admin-photos one (src/web/locales, ADR 0053); the guard test holds the photo catalogue's
// title to this one. The pose words and the API's sentences are in @shared/texts (PHOTO_POSE_WORDS,
// PHOTO_CHECK_MESSAGES).
export const PHOTO_CHECK_TEXTS = {
  title: "Verify your photo",
} as const;
