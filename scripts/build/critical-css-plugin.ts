import path from "node:path";
import Beasties from "beasties";
import type { Plugin, Rollup } from "vite";
import { isScreenPageFile } from "../../src/shared/screen-pages";
import { onBundle } from "./web-source";

// A member's cold first visit (issue 41): index.html's style sheet blocked the first paint, so the
// boot frame (prerender-boot-plugin.ts), though in the HTML, was drawn only once the style sheet had
// come, by then beside every script the page names: on slow 4G the phone showed nothing for about two
// seconds. Beasties (ADR 0062) writes the rules the boot frame uses into the page's head and moves the
// style sheet's link to the end of <body>: the frame is drawn from the HTML alone, and the app's
// scripts still run only once the whole sheet has come (a module script waits for every style sheet
// in the document), so no screen is ever drawn unstyled. signin.html keeps its sheet in the head: its
// landing uses most of it.

// index.html, and each main screen's page in each of its forms (event.html, events.hi.html, ...).
const isPage = (fileName: string) => fileName === "index.html" || isScreenPageFile(fileName);
// Beasties reads a linked sheet from the output folder; here it comes from the bundle, named as if
// the bundle were a folder of that name.
const BUNDLE = path.resolve("/bundle");
// `:where(x)`, where x holds no parentheses or one level of them (`:not(:last-child)`).
const WHERE = /:where\(((?:[^()]|\([^()]*\))*)\)/g;

/** The page with the rules its own markup uses inline, and its style sheet linked last. */
export async function withCriticalCss(
  html: string,
  sheets: Record<string, string>,
  base = "/",
): Promise<string> {
  const beasties = new Beasties({
    path: BUNDLE,
    publicPath: base,
    preload: "body",
    // The sheet stays whole: every screen after the frame needs it, and it is cached.
    pruneSource: false,
    // The frame's pulse is an animation: its keyframes come with it.
    keyframes: "critical",
    compress: true,
    logLevel: "warn",
  });
  // Tailwind writes the spacing between children (space-y-4, divide-y) as `:where(.space-y-4 > ...)`,
  // which Beasties cannot match and would leave out: the frame's cards would sit 16 px higher until
  // the sheet came, then move (a layout shift). It matches what is inside the :where() instead.
  const internals = beasties as unknown as { normalizeCssSelector(selector: string): string };
  const normalize = internals.normalizeCssSelector.bind(beasties);
  internals.normalizeCssSelector = (selector) => normalize(selector.replace(WHERE, "$1"));
  beasties.readFile = async (filename: string) => {
    const sheet = sheets[path.relative(BUNDLE, filename)];
    if (sheet === undefined) throw new Error(`no style sheet ${filename} in the bundle`);
    return sheet;
  };
  const out = await beasties.process(html);
  if (!out.includes("<style>")) throw new Error("the critical rules were not written into the page");
  return out;
}

export function criticalCss(): Plugin {
  return onBundle("critical-css", async ({ files, base }) => {
    const sheets = Object.fromEntries(
      Object.values(files)
        .filter((item): item is Rollup.OutputAsset => item.type === "asset" && item.fileName.endsWith(".css"))
        .map((asset) => [asset.fileName, String(asset.source)]),
    );
    for (const page of Object.keys(files).filter(isPage)) {
      const asset = files[page];
      if (asset?.type !== "asset") continue;
      asset.source = await withCriticalCss(String(asset.source), sheets, base);
    }
  });
}
