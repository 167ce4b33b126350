// Everything the API says (errors, success messages, notification texts), written once; the web
// shows the same constants where it states a server rule. One file per area; MESSAGES gathers the
// small sentences of every area under one name, the larger sets keep their own.
import { AUTH_MESSAGES } from "./auth";
import { CONVERSATION_MESSAGES } from "./chat";
import { COMMON_MESSAGES } from "./common";
import { EVENT_ACTION_MESSAGES } from "./events";
import { IMAGE_MESSAGES } from "./images";
import { ONBOARDING_MESSAGES } from "./onboarding";
import { ADMIN_FORM_MESSAGES } from "./people";
import { REVIEW_ACTION_MESSAGES } from "./reviews";

export { ATTENDANCE_MESSAGES, attendanceRecordText } from "./attendance";
// AUTH_MESSAGES and COMMON_MESSAGES are named too: the sign-in screens and the API client need only
// these two, and importing them by name leaves the other areas out of the first script.
export { AUTH_MESSAGES } from "./auth";
export { CHAT_MESSAGES, GROUP_MESSAGES, SAY_HELLO_GREETING } from "./chat";
export { OUTBOX_MESSAGES, PIN_MESSAGES, SEEN_MESSAGES } from "./chat-status";
export { COMMON_MESSAGES } from "./common";
export { DISCOVERY_TEXTS } from "./discovery";
export { EMAIL_MESSAGES } from "./email";
export {
  CANCELLED_BY_HOST,
  EVENT_MESSAGES,
  EVENT_NOT_FOUND,
  HOST_ONLY,
  NOT_PENDING,
  REQUEST_MESSAGES,
  RSVP_MESSAGES,
  WAITLIST_MESSAGES,
} from "./events";
export { EXPENSE_MESSAGES } from "./expenses";
export { FOLLOW_MESSAGES } from "./follows";
export { HELP_MESSAGES, TRUSTED_CONTACT_MESSAGES, TRUSTED_CONTACT_NAME_MAX } from "./help";
export { JOB_MESSAGES } from "./jobs";
export { LANGUAGE_MESSAGES } from "./language";
export { MESSAGE_FLAG_MESSAGES, PHOTO_MESSAGES, REACTION_MESSAGES, REPLY_MESSAGES } from "./message-actions";
export { LISTING_REPORT_REASON_LABELS, MODERATION_MESSAGES } from "./moderation";
export { DATA_EXPORTS_PER_DAY, DELETE_CONFIRMATION_WORD, DELETED_MEMBER, MY_DATA_MESSAGES } from "./my-data";
export { NOTIFICATION_HEADLINES, NOTIFICATION_MESSAGES } from "./notifications";
export { MORE_MESSAGES } from "./onboarding";
export { MEMBER_NOT_FOUND, SAFETY_MESSAGES } from "./people";
export { PHONE_CODE_DIGITS, PHONE_CODE_MINUTES, PHONE_CODE_TRIES, PHONE_MESSAGES } from "./phone";
export { PHOTO_CHECK_MESSAGES, PHOTO_CHECK_REASON_MAX, PHOTO_POSE_WORDS } from "./photo-check";
export { PREFERENCE_MESSAGES } from "./preferences";
export { PUSH_MESSAGES } from "./push";
export { FORMER_REVIEWER, REVIEW_FLAG_MESSAGES, REVIEW_MESSAGES } from "./reviews";
export { SHARE_MESSAGES } from "./share";
export { UPI_MESSAGES } from "./upi";

export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...ONBOARDING_MESSAGES,
  ...IMAGE_MESSAGES,
  ...EVENT_ACTION_MESSAGES,
  ...REVIEW_ACTION_MESSAGES,
  ...CONVERSATION_MESSAGES,
  ...ADMIN_FORM_MESSAGES,
} as const;
