// The language seam (ADR 0053): what screens, the app and the build use of it.
export type { MessageKey, MessageValues, Namespace } from "./catalogues";
export { formatDateTime, formatList, formatNumber, formatRupees } from "./format";
export { guessLanguage } from "./guess-language";
export {
  activeLanguage,
  changeLanguage,
  compileMessagesWith,
  hasMessage,
  isCatalogueLoaded,
  loadCatalogue,
  messageIn,
  onLanguageChange,
  startLanguage,
  translate,
  withWords,
} from "./i18n";
export { deviceLanguageChoice, type LanguageChoice } from "./language-choice";
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  LOCALE_TAGS,
} from "./languages";
export { type Translate, useLanguage, useMessages, useMessagesOr } from "./use-messages";
