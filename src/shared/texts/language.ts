// What the server says about a member's language (PUT /users/me/language, the registration's
// `language` field; ADR 0055).

export const LANGUAGE_MESSAGES = {
  invalid: 'Choose a language the app speaks: "en" (English) or "hi" (Hindi).',
  saved: "Language saved.",
} as const;
