// A link worth sharing (issue 27 item 5, ADR 0031): what the card a chat app draws from a link says
// when the link names no experience it may show (unknown, not listed, cancelled or over).
const APP = "Meetup";

export const SHARE_CARD_TEXTS = {
  appName: APP,
  tagline: "Place worth Going, place worth Knowing",
  description: "Find like-minded company for outings, gigs and short trips — and host your own.",
  /** The page title of an experience's link (the SPA sets its own once it runs). */
  pageTitle: (name: string) => `${name} · ${APP}`,
  /** "Sat 12 Dec · Pune, Maharashtra" */
  eventLine: (days: string, place: string) => `${days} · ${place}`,
} as const;
