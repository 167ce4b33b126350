import type { Language } from "./languages";

// The main screens a member opens cold most (issue 41): an experience's shared link, home, the list
// and the chat. Each gets a page of its own from the build (scripts/build/preload-plugin.ts): the
// app's index.html naming, as module preloads, the screen's chunks and its words in one language,
// and, where the screen's first look rests on them, its read or its picture. Without it, each of
// those waited for the app's first script to arrive over slow 4G and run: one more round trip in
// series before the screen could draw. The server sends the page for the visitor's language
// (Accept-Language); an experience's page through its share card (features/share-card/page.ts), the
// others for their address (platform/web-app.ts). Shared so the build and the server name them alike.

export const SCREEN_PAGES = ["event", "home", "events", "chat"] as const;
export type ScreenPage = (typeof SCREEN_PAGES)[number];

/**
 * The sign-in landing's page (ADR 0015): not a screen's page above but the landing prerendered, once
 * per language (signin.hi.html) so that a Hindi visitor's first paint is already in Hindi, and once
 * in English without a language (signin.html). Named like the screens' pages, chosen alike.
 */
export const SIGNIN_PAGE = "signin" as const;
type PageName = ScreenPage | typeof SIGNIN_PAGE;

/** The screens served by their address alone (an experience's page comes with its card). */
export const PAGES_BY_ADDRESS: Readonly<Record<string, ScreenPage>> = {
  "/": "home",
  "/events": "events",
  "/chat": "chat",
};

/** The page a screen's address is answered with, or undefined for every other address. */
export function screenPageAt(pathname: string): ScreenPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return Object.hasOwn(PAGES_BY_ADDRESS, path) ? PAGES_BY_ADDRESS[path] : undefined;
}

/** The page of its own an address has, the landing's included; undefined where index.html answers. */
export function pageAt(pathname: string): PageName | undefined {
  return pathname === "/signin" ? SIGNIN_PAGE : screenPageAt(pathname);
}

/** The page's file: "events.html", or its form naming one language's words, "events.hi.html". */
export function screenPageFile(page: PageName, language?: Language): string {
  return language ? `${page}.${language}.html` : `${page}.html`;
}

/** The files that may answer for a page, best first: its visitor's language's, then its own. */
export function screenPageCandidates(page: PageName, language: Language): string[] {
  return [screenPageFile(page, language), screenPageFile(page)];
}

const PAGE_FILE = new RegExp(`^(${SCREEN_PAGES.join("|")})(\\.[a-z]{2})?\\.html$`);

/** Whether a built file is one of these pages, in any of its forms. */
export function isScreenPageFile(fileName: string): boolean {
  return PAGE_FILE.test(fileName);
}
