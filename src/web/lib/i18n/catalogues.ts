import type { Language } from "./languages";

// One catalogue per screen area and language (src/web/locales/<language>/<area>.json), each a chunk
// of its own loaded with a dynamic import: a Hindi member downloads no English words and the other
// way round, and a screen downloads only its own area's words. The files hold ICU MessageFormat;
// the build compiles every message to Lingui's compact form (scripts/build/compile-catalogues-plugin.ts),
// so the browser carries no message parser. A new area is a pair of files and a line here.

type Loader = () => Promise<{ default: unknown }>;

export const CATALOGUES = {
  admin: {
    en: () => import("../../locales/en/admin.json"),
    hi: () => import("../../locales/hi/admin.json"),
  },
  // A member's profile, their match lists and a pair's score, as the admins see them.
  "admin-people": {
    en: () => import("../../locales/en/admin-people.json"),
    hi: () => import("../../locales/hi/admin-people.json"),
  },
  // The admins' queue of "Verify your photo" selfies (/admin/photo-checks).
  "admin-photos": {
    en: () => import("../../locales/en/admin-photos.json"),
    hi: () => import("../../locales/hi/admin-photos.json"),
  },
  // What members reported (the one moderation queue, flagged profiles) and Ban, Unban, Unflag.
  "admin-reports": {
    en: () => import("../../locales/en/admin-reports.json"),
    hi: () => import("../../locales/hi/admin-reports.json"),
  },
  account: {
    en: () => import("../../locales/en/account.json"),
    hi: () => import("../../locales/hi/account.json"),
  },
  // What the server (or the page) answers an event page's action (a join, a waitlist step, the
  // calendar): fetched when the member acts. Not "event-…", which web-build.test would take for the
  // event area's chunk ("hi-event-").
  "action-answers": {
    en: () => import("../../locales/en/action-answers.json"),
    hi: () => import("../../locales/hi/action-answers.json"),
  },
  // A member's quiz answers, under the values the API takes (the SPEC's English): the quiz and every
  // screen that shows someone's answers.
  answers: {
    en: () => import("../../locales/en/answers.json"),
    hi: () => import("../../locales/hi/answers.json"),
  },
  chat: {
    en: () => import("../../locales/en/chat.json"),
    hi: () => import("../../locales/hi/chat.json"),
  },
  event: {
    en: () => import("../../locales/en/event.json"),
    hi: () => import("../../locales/hi/event.json"),
  },
  events: {
    en: () => import("../../locales/en/events.json"),
    hi: () => import("../../locales/hi/events.json"),
  },
  expenses: {
    en: () => import("../../locales/en/expenses.json"),
    hi: () => import("../../locales/hi/expenses.json"),
  },
  help: {
    en: () => import("../../locales/en/help.json"),
    hi: () => import("../../locales/hi/help.json"),
  },
  home: {
    en: () => import("../../locales/en/home.json"),
    hi: () => import("../../locales/hi/home.json"),
  },
  listings: {
    en: () => import("../../locales/en/listings.json"),
    hi: () => import("../../locales/hi/listings.json"),
  },
  notifications: {
    en: () => import("../../locales/en/notifications.json"),
    hi: () => import("../../locales/hi/notifications.json"),
  },
  onboarding: {
    en: () => import("../../locales/en/onboarding.json"),
    hi: () => import("../../locales/hi/onboarding.json"),
  },
  people: {
    en: () => import("../../locales/en/people.json"),
    hi: () => import("../../locales/hi/people.json"),
  },
  phone: {
    en: () => import("../../locales/en/phone.json"),
    hi: () => import("../../locales/hi/phone.json"),
  },
  photo: {
    en: () => import("../../locales/en/photo.json"),
    hi: () => import("../../locales/hi/photo.json"),
  },
  profile: {
    en: () => import("../../locales/en/profile.json"),
    hi: () => import("../../locales/hi/profile.json"),
  },
  // The event page's report dialog loads when opened, and its words with it.
  "report-listing": {
    en: () => import("../../locales/en/report-listing.json"),
    hi: () => import("../../locales/hi/report-listing.json"),
  },
  // The reviews section loads near the viewport, its words with it.
  reviews: {
    en: () => import("../../locales/en/reviews.json"),
    hi: () => import("../../locales/hi/reviews.json"),
  },
  // The feedback form and a review's report dialog load when opened, and their words with them: the
  // section's own words come with an experience's page, the forms' only to a member who opens one.
  "review-forms": {
    en: () => import("../../locales/en/review-forms.json"),
    hi: () => import("../../locales/hi/review-forms.json"),
  },
  // The trusted-contact panel loads on the page of an experience the member joined, its words with it.
  safety: {
    en: () => import("../../locales/en/safety.json"),
    hi: () => import("../../locales/hi/safety.json"),
  },
  // A trusted contact's page of a shared experience (/share/:token), read without an account.
  share: {
    en: () => import("../../locales/en/share.json"),
    hi: () => import("../../locales/hi/share.json"),
  },
  shell: {
    en: () => import("../../locales/en/shell.json"),
    hi: () => import("../../locales/hi/shell.json"),
  },
  signin: {
    en: () => import("../../locales/en/signin.json"),
    hi: () => import("../../locales/hi/signin.json"),
  },
  thread: {
    en: () => import("../../locales/en/thread.json"),
    hi: () => import("../../locales/hi/thread.json"),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type Namespace = keyof typeof CATALOGUES;

/**
 * The keys of an area's catalogue, read off its English file: a misspelt key fails `npm run
 * typecheck`. The guard test (src/web/locales/catalogues.test.ts) holds every other language to the
 * same keys and placeholders.
 */
export type MessageKey<N extends Namespace> = keyof Awaited<
  ReturnType<(typeof CATALOGUES)[N]["en"]>
>["default"] &
  string;

/** The values a message's placeholders take (`{appName}`, `{count, plural, ...}`). */
export type MessageValues = Record<string, string | number>;
