import path from "node:path";
import type { ComponentType } from "react";
import type { Plugin } from "vite";

// /signin is the first screen a new member sees, usually on a phone over slow 4G. Painting it
// needs the app's first script (React, the router: ~115 KB compressed) and the sign-in chunk. So
// the build also writes signin.html: index.html with the landing already rendered to HTML in a
// #boot element beside the empty #root. The server sends it for /signin (platform/web-app.ts);
// the phone paints the landing from HTML and CSS alone, and when the app has rendered its own first
// screen it removes #boot in the same frame (src/web/app/boot-screen.ts). ADR 0015.

export const SIGNIN_PAGE = "signin.html";
const LANDING = "src/web/features/auth/landing.tsx";
const TEXTS = "src/web/lib/texts/index.ts";

/** index.html with the landing's markup in #boot and the sign-in screen's title. */
export function signInPage(indexHtml: string, markup: string, title: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root} to prerender beside`);
  const escapedTitle = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace(root, `<div id="boot">${markup}</div>${root}`);
}

type LandingModule = {
  Landing: ComponentType<{
    signIn: () => void;
    waiting: boolean;
    busy: boolean;
    error: string | null;
    prerendered: boolean;
  }>;
};
type TextsModule = { documentTitle: (page: string) => string; SIGNIN_TEXTS: { documentTitle: string } };

async function renderLanding(root: string): Promise<{ markup: string; title: string }> {
  // tsx loads the TSX sources in Node with the web's tsconfig (JSX, the @shared alias).
  const { tsImport } = await import("tsx/esm/api");
  const options = { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.web.json") };
  const [{ createElement }, { renderToStaticMarkup }, landing, texts] = await Promise.all([
    import("react"),
    import("react-dom/server"),
    tsImport(path.join(root, LANDING), options) as Promise<LandingModule>,
    tsImport(path.join(root, TEXTS), options) as Promise<TextsModule>,
  ]);
  const markup = renderToStaticMarkup(
    createElement(landing.Landing, {
      signIn: () => {},
      waiting: false,
      busy: false,
      error: null,
      prerendered: true,
    }),
  );
  return { markup, title: texts.documentTitle(texts.SIGNIN_TEXTS.documentTitle) };
}

export function prerenderSignIn(): Plugin {
  let root = process.cwd();
  return {
    name: "prerender-signin",
    apply: "build",
    // After Vite has written index.html into the bundle, and before the compression plugin (listed
    // after this one) makes the .br and .gz twins of every page.
    enforce: "post",
    configResolved(config) {
      root = config.configFile ? path.dirname(config.configFile) : process.cwd();
    },
    async generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      const { markup, title } = await renderLanding(root);
      this.emitFile({
        type: "asset",
        fileName: SIGNIN_PAGE,
        source: signInPage(String(index.source), markup, title),
      });
    },
  };
}
