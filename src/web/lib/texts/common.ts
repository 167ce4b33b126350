// The product's everyday words that many screens repeat (beyond the SPEC), written once; the feature
// sets point here.
export const COMMON_TEXTS = {
  tryAgain: "Try again",
  socialLinks: "Social links",
  cancel: "Cancel",
  yes: "Yes",
  no: "No",
  loadMore: "Load more",
  browseEvents: "Browse events",
  compatibility: "Compatibility",
  loading: "Loading…",
  yesterday: "Yesterday",
  back: "Back",
  loadingStatus: "Loading",
  goHome: "Go home",
  yourProfile: "Your profile",
  optional: "(optional)",
} as const;

// The product's name: the wordmark and the end of every document title.
export const APP_NAME = "Meetup";

/** "Events · Meetup": what the browser tab shows for a screen. */
export function documentTitle(screen: string): string {
  return `${screen} · ${APP_NAME}`;
}

// Words the shared components (src/web/components) say on their own.
export const CONTROL_TEXTS = {
  closeDialog: "Close dialog",
  close: "Close",
  dismissMessage: "Dismiss message",
  clearSearch: "Clear search",
  notAdded: "Not added",
  optional: COMMON_TEXTS.optional,
  cancel: COMMON_TEXTS.cancel,
  loading: COMMON_TEXTS.loadingStatus,
} as const;

// The app's frame (src/web/app): the header, the skip link and the screen that shows when a route fails.
export const SHELL_TEXTS = {
  homeLink: `${APP_NAME} home`,
  yourProfile: COMMON_TEXTS.yourProfile,
  skipToContent: "Skip to content",
  loading: COMMON_TEXTS.loadingStatus,
  routeErrorHint: "We couldn't show this screen. Reloading usually fixes it.",
  reload: "Reload",
  goHome: COMMON_TEXTS.goHome,
} as const;

// The entries of the member and admin navigation (SPEC 2 "Shared layout").
export const NAV_TEXTS = {
  home: "Home",
  events: "Events",
  people: "People",
  listings: "Listings",
  chat: "Chat",
  // The navigation landmarks' names (both navigations of a layout share one).
  memberNav: "Main",
  adminNav: "Admin",
  // The admin navigation's way to the one moderation queue (ADR 0043), with its open count.
  reports: "Reports",
  adminBadge: "Admin",
} as const;

// The connection and the app's versions (the service worker, ADR 0016): the banner while offline, the
// reason a control that needs the network is off, and the prompt when a new version is deployed.
export const OFFLINE_TEXTS = {
  banner: "You're offline. Showing what was last loaded.",
  needsConnection: "You're offline. This needs a connection.",
  updateReady: "A new version is ready.",
  reload: "Reload",
  later: "Later",
} as const;
