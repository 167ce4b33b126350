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
  events: {
    en: () => import("../../locales/en/events.json"),
    hi: () => import("../../locales/hi/events.json"),
  },
  home: {
    en: () => import("../../locales/en/home.json"),
    hi: () => import("../../locales/hi/home.json"),
  },
  onboarding: {
    en: () => import("../../locales/en/onboarding.json"),
    hi: () => import("../../locales/hi/onboarding.json"),
  },
  profile: {
    en: () => import("../../locales/en/profile.json"),
    hi: () => import("../../locales/hi/profile.json"),
  },
  shell: {
    en: () => import("../../locales/en/shell.json"),
    hi: () => import("../../locales/hi/shell.json"),
  },
  signin: {
    en: () => import("../../locales/en/signin.json"),
    hi: () => import("../../locales/hi/signin.json"),
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
