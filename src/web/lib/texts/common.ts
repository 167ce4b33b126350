import { DEFAULT_APP_NAME } from "@shared/app-name";

// The product's everyday words that many screens repeat (beyond the SPEC), written once; the feature
// sets point here.
export const COMMON_TEXTS = {
  yesterday: "Yesterday",
  loadingStatus: "Loading",
  goHome: "Go home",
  optional: "(optional)",
} as const;

// The build's APP_NAME (vite.config.ts defines it); tests and tools without it get the default.
declare const __APP_NAME__: string | undefined;

// The product's name: the wordmark and the end of every document title. A brand, in Latin letters
// in every language (src/shared/app-name.ts).
export const APP_NAME: string = typeof __APP_NAME__ === "string" ? __APP_NAME__ : DEFAULT_APP_NAME;

/** "Events · Saath": what the browser tab shows for a screen. */
export function documentTitle(screen: string): string {
  return `${screen} · ${APP_NAME}`;
}

// Words the shared components (src/web/components) say on their own and not yet from the shell's
// catalogue (the rest moved there, issue 40).
export const CONTROL_TEXTS = {
  optional: COMMON_TEXTS.optional,
} as const;

// The app's frame (src/web/app) where no catalogue can be waited for: the loading status of the
// boot fallback and the guards' Suspense fallbacks (shown while catalogues themselves load), and the
// screen that shows when a route fails (a catalogue that failed to load lands there too). Each says
// the shell catalogue's words once they are here (`useMessagesOr`), these English ones until then
// (scripts/catalogue-check.test.ts holds them equal to the English catalogue). The header,
// navigation, skip link, offline strip and update prompt read the shell's catalogue (src/web/locales).
export const SHELL_TEXTS = {
  loading: COMMON_TEXTS.loadingStatus,
  routeErrorTitle: "Something went wrong",
  routeErrorHint: "We couldn't show this screen. Reloading usually fixes it.",
  reload: "Reload",
  goHome: COMMON_TEXTS.goHome,
} as const;

// The reason a control that needs the network is off while offline (the offline strip and the
// update prompt read the shell's catalogue).
export const OFFLINE_TEXTS = {
  needsConnection: "You're offline. This needs a connection.",
} as const;
