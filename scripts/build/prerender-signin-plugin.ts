import type { Plugin } from "vite";
import { loadWebSource, onIndexHtml } from "./web-source";

// /signin is the first screen a new member sees, usually on a phone over slow 4G. Painting it
// needs the app's first script (React, the router: ~115 KB compressed) and the sign-in chunk. So
// the build also writes signin.html: index.html with the landing already rendered to HTML in a
// #boot element beside the empty #root. The server sends it for /signin (platform/web-app.ts);
// the phone paints the landing from HTML and CSS alone, and when the app has rendered its own first
// screen it removes #boot in the same frame (src/web/app/boot-screen.ts). ADR 0015.

export const SIGNIN_PAGE = "signin.html";
const LANDING = "src/web/features/auth/landing-prerender.tsx";

/** index.html with the landing's markup in #boot and the sign-in screen's title. */
export function signInPage(indexHtml: string, markup: string, title: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root} to prerender beside`);
  const escapedTitle = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace(root, `<div id="boot">${markup}</div>${root}`);
}

type PrerenderModule = { prerenderLanding: () => Promise<{ markup: string; title: string }> };

async function renderLanding(root: string): Promise<{ markup: string; title: string }> {
  // One module renders the landing with its catalogue, so both share one language instance.
  return (await loadWebSource<PrerenderModule>(root, LANDING)).prerenderLanding();
}

// After Vite has written index.html into the bundle, before the boot frame goes in (listed after
// this one in vite.config.ts) and the compression plugin makes the .br and .gz twins of every page.
export function prerenderSignIn(): Plugin {
  return onIndexHtml("prerender-signin", async (page) => {
    const { markup, title } = await renderLanding(page.root);
    page.emit(SIGNIN_PAGE, signInPage(page.html, markup, title));
  });
}
