import path from "node:path";
import type { Plugin } from "vite";

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
  const { tsImport } = await import("tsx/esm/api");
  const options = { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.web.json") };
  const frame = (await tsImport(path.join(root, BOOT_FRAME), options)) as PrerenderModule;
  return frame.prerenderBootFrame(appName);
}

export function prerenderBoot(appName: string): Plugin {
  let root = process.cwd();
  return {
    name: "prerender-boot",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.configFile ? path.dirname(config.configFile) : process.cwd();
    },
    async generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      index.source = withBootFrame(String(index.source), await renderBootFrame(root, appName));
    },
  };
}
