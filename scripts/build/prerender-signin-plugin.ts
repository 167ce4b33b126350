import type { Plugin } from "vite";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, LOCALE_TAGS } from "../../src/shared/languages";
import { SIGNIN_PAGE, screenPageFile } from "../../src/shared/screen-pages";
import { loadWebSource, onIndexHtml } from "./web-source";

// /signin is the first screen a new member sees, usually on a phone over slow 4G. Painting it
// needs the app's first script (React, the router: ~115 KB compressed) and the sign-in chunk. So
// the build also writes the landing's pages: index.html with the landing already rendered to HTML
// in a #boot element beside the empty #root. The server sends the one in the visitor's language for
// /signin (platform/web-app.ts): signin.hi.html to a Hindi browser, whose first paint is then in
// Hindi rather than English redrawn in Hindi (the chips moved as it was); signin.html, in English,
// where the build made no page in the visitor's language. The phone paints the landing from HTML and
// CSS alone, and when the app has rendered its own first screen it removes #boot in the same frame
// (src/web/app/boot-screen.ts). ADR 0015.

const LANDING = "src/web/features/auth/landing-prerender.tsx";

type Landing = { markup: string; title: string };

/** index.html with the landing's markup in #boot, its language on <html> and the screen's title. */
export function signInPage(indexHtml: string, landing: Landing, language: Language): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root} to prerender beside`);
  const escapedTitle = landing.title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace(root, `<div id="boot">${landing.markup}</div>${root}`);
}

type PrerenderModule = { prerenderLanding: (language: Language) => Promise<Landing> };

// After Vite has written index.html into the bundle, before the boot frame goes in (listed after
// this one in vite.config.ts) and the compression plugin makes the .br and .gz twins of every page.
export function prerenderSignIn(): Plugin {
  return onIndexHtml("prerender-signin", async (page) => {
    // One module renders the landing with its catalogue, so both share one language instance.
    const { prerenderLanding } = await loadWebSource<PrerenderModule>(page.root, LANDING);
    for (const language of LANGUAGES) {
      const html = signInPage(page.html, await prerenderLanding(language), language);
      page.emit(screenPageFile(SIGNIN_PAGE, language), html);
      // The default language's is also the landing of no language, for a build without the others.
      if (language === DEFAULT_LANGUAGE) page.emit(screenPageFile(SIGNIN_PAGE), html);
    }
  });
}
