// The screens' own words, one file per feature area; features import them from here. What the API
// says (errors, success messages, notifications) lives in @shared/texts. TEXTS gathers the words
// copied from SPEC.md word for word; the larger sets keep their own names.

export { ATTENDANCE_TEXTS } from "./attendance";
// The shared components, home's neighbours and profile screens. The sign-in landing, the onboarding
// quiz, home, the member frame, /events, the chat and its threads read their words from their
// catalogues (src/web/locales, ADR 0053).
export { READ_RECEIPT_TEXTS } from "./chat-status";
export {
  APP_NAME,
  COMMON_TEXTS,
  CONTROL_TEXTS,
  documentTitle,
  OFFLINE_TEXTS,
  SHELL_TEXTS,
} from "./common";
export { MY_DATA_TEXTS } from "./my-data";
export { PHONE_TEXTS } from "./phone";
export { REVIEW_TEXTS } from "./reviews";
export { TEXTS } from "./spec";
