import type { Plugin } from "vite";
import { loadWebSource, onIndexHtml } from "./web-source";

// Every address but /signin gets index.html, whose #root is empty until the app's first script has
// arrived and run: on a phone on slow 4G a blank page for about two seconds. So the build puts the
// boot frame (src/web/app/layout/boot-frame.tsx: the header's mark and name over cards still
// loading) in a #boot element beside #root, painted from HTML and CSS alone; the app removes it in
// the frame its first screen is drawn (src/web/app/boot-screen.ts). signin.html has the landing there
// instead (prerender-signin-plugin.ts, listed before this plugin in vite.config.ts: it copies
// index.html before the frame is in).

const BOOT_FRAME = "src/web/app/layout/boot-frame-prerender.tsx";

/** index.html with `markup` in #boot before the empty #root. */
export function withBootFrame(indexHtml: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root} to prerender beside`);
  if (indexHtml.includes('<div id="boot">')) throw new Error("index.html has a #boot already");
  return indexHtml.replace(root, `<div id="boot">${markup}</div>${root}`);
}

type PrerenderModule = { prerenderBootFrame: (appName: string) => string };

async function renderBootFrame(root: string, appName: string): Promise<string> {
  return (await loadWebSource<PrerenderModule>(root, BOOT_FRAME)).prerenderBootFrame(appName);
}

export function prerenderBoot(appName: string): Plugin {
  return onIndexHtml("prerender-boot", async (page) =>
    page.replace(withBootFrame(page.html, await renderBootFrame(page.root, appName))),
  );
}
