// The screens' own words, one file per feature area; features import them from here. What the API
// says (errors, success messages, notifications) lives in @shared/texts. TEXTS gathers the words
// copied from SPEC.md word for word; the larger sets keep their own names.

// The admin screens' own words (admin.ts).
export {
  ADMIN_FLAGS_TEXTS,
  ADMIN_MATCH_TEXTS,
  ADMIN_MODERATION_TEXTS,
  ADMIN_PROFILE_TEXTS,
  ADMIN_TEXTS,
  ADMIN_TRAVEL_STYLE_TEXTS,
  NOT_ANSWERED,
} from "./admin";
export { ADMIN_MESSAGE_FLAG_TEXTS } from "./admin-message-flags";
export { ADMIN_QUEUE_TEXTS } from "./admin-queue";
export { ATTENDANCE_TEXTS } from "./attendance";
// The shared components, home's neighbours and profile screens. The sign-in landing, the onboarding
// quiz, home, the member frame and /events read their words from their catalogues (src/web/locales,
// ADR 0053).
export { CHAT_LIST_TEXTS, THREAD_TEXTS } from "./chat";
export { OUTBOX_TEXTS, PIN_TEXTS, READ_RECEIPT_TEXTS, SEEN_TEXTS } from "./chat-status";
export {
  APP_NAME,
  COMMON_TEXTS,
  CONTROL_TEXTS,
  documentTitle,
  OFFLINE_TEXTS,
  SHELL_TEXTS,
} from "./common";
export { COSTS_LINK_TEXTS } from "./costs-link";
export { EVENT_TEXTS, eventsHostedLabel, ratingLabel } from "./events";
export { COST_TEXTS } from "./expenses";
export { FOLLOW_TEXTS } from "./follow";
export { HELP_TEXTS, TRUSTED_CONTACT_TEXTS } from "./help";
export { CHECK_TEXTS, NOT_FOUND_TEXTS } from "./home";
// The listings screens (/listing, the joined-event detail, /listing/input, /request).
export {
  APPLICANT_TEXTS,
  COVER_PICKER_TEXTS,
  CREATE_LISTING_TEXTS,
  HOST_VIEW_TEXTS,
  LISTING_DETAIL_TEXTS,
  LISTINGS_PAGE_TEXTS,
  NOTICE_TEXTS,
  PARTICIPANT_TEXTS,
  REJECTION_TEXTS,
  REQUEST_REVIEW_TEXTS,
  SEEKER_VIEW_TEXTS,
  UPCOMING_CARD_TEXTS,
} from "./listings";
export {
  ALBUM_TEXTS,
  MESSAGE_ACTION_TEXTS,
  PHOTO_TEXTS,
  REACTION_TEXTS,
  REPLY_TEXTS,
} from "./message-actions";
export { MY_DATA_TEXTS } from "./my-data";
export { NOTIFICATION_TEXTS, PUSH_TEXTS } from "./notifications";
export {
  BLOCK_TEXTS,
  CARD_TEXTS,
  DETAIL_TEXTS,
  FLAG_TEXTS,
  HERO_TEXTS,
  NOT_AVAILABLE_TEXTS,
  PEOPLE_SUBTITLE,
  PEOPLE_TEXTS,
  SECTION_TEXTS,
} from "./people";
export { PHONE_TEXTS } from "./phone";
export { PHOTO_CHECK_TEXTS } from "./photo-check";
export {
  ABOUT_TEXTS,
  BLOCKED_TEXTS,
  NOT_FULL_LINK,
  NOTIFICATION_SETTINGS_TEXTS,
  PROFILE_TEXTS,
} from "./profile";
export { REPORT_LISTING_TEXTS } from "./report-listing";
export { ADMIN_REVIEW_FLAG_TEXTS, REVIEW_LIST_TEXTS, REVIEW_TEXTS } from "./reviews";
export { SHARE_TEXTS } from "./share";
export { SHARE_LINK_TEXTS } from "./share-link";
export { TEXTS } from "./spec";
export { UPI_ID_TEXTS } from "./upi-id";
export { VERIFICATION_TEXTS } from "./verification";
