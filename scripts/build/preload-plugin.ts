import type { Plugin, Rollup } from "vite";
import { earlyReadAsset } from "./early-read";
import { SIGNIN_PAGE } from "./prerender-signin-plugin";
import { onBundle } from "./web-source";

// Each screen's code is a chunk of its own that the router asks for only once the first script has
// arrived and run: on slow 4G one more round trip, in series, before anything can paint. Each page
// names the lazy chunks it is sure to need, so the browser fetches them beside the first script:
// every member screen (index.html) sits in the member layout, and /signin (signin.html) is the
// sign-in screen. Other screens' chunks differ per address and are left to the router, except an
// experience's page: the link members share, opened cold more than any other, which the server sends
// as event.html (features/share-card/page.ts) naming its screen's chunks and its first read's too.

const PRELOADS: Record<string, RegExp> = {
  "index.html": /\/src\/web\/app\/layout\/member-layout\.tsx$/,
  [SIGNIN_PAGE]: /\/src\/web\/features\/auth\/auth-pages\.ts$/,
};

export const EVENT_PAGE = "event.html";
const EVENT_SCREEN = [
  /\/src\/web\/features\/events\/event-detail-pages\.ts$/,
  /\/src\/web\/features\/events\/first-reads\.ts$/,
];
// The words an experience's page draws first (app/router.tsx: the member layout's and the page's).
// The server knows the visitor's language from the request, so the build writes the page once per
// language (event.en.html, event.hi.html) naming that language's catalogues too: they came a round
// trip after the first script ran, while the page waited for them.
const EVENT_WORDS = ["shell", "event"];

/** Each language's page name: event.en.html. */
export const eventPageIn = (language: string) => EVENT_PAGE.replace(/\.html$/, `.${language}.html`);

/** event.html or one language's form of it. */
export const isEventPage = (fileName: string) => /^event(\.[a-z]{2})?\.html$/.test(fileName);

/** The catalogue chunks of `namespaces`, by language ("en" -> its files), as the build named them. */
export function catalogueFiles(bundle: Rollup.OutputBundle, namespaces: string[]): Map<string, string[]> {
  const byLanguage = new Map<string, string[]>();
  for (const item of Object.values(bundle)) {
    if (item.type !== "chunk") continue;
    const match = /^([a-z]{2})-(.+)$/.exec(item.name);
    if (!match?.[1] || !namespaces.includes(match[2] ?? "")) continue;
    byLanguage.set(match[1], [...(byLanguage.get(match[1]) ?? []), item.fileName]);
  }
  return byLanguage;
}

/** `html` with `tag` before its first script, so that it runs (and its read leaves) first. */
export function withScriptFirst(html: string, tag: string): string {
  const at = html.indexOf("<script");
  return at < 0
    ? html.replace("</head>", `${tag}</head>`)
    : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/** The chunk whose module matches, and every chunk it imports statically, minus the entry's. */
export function chunkClosure(bundle: Rollup.OutputBundle, module: RegExp): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  // The module may share its chunk with others (scripts/build/first-visit-chunks.ts): any chunk
  // holding it, not only one it is the face of.
  const root = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  if (!root) return [];
  const entry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
  );
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || entry.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === "chunk") for (const next of chunk.imports) visit(next);
  };
  visit(root.fileName);
  return [...seen];
}

export function withModulePreloads(html: string, files: string[], base = "/"): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`);
  return html.replace("</head>", `${links.join("")}\n  </head>`);
}

// After index.html and signin.html are in the bundle (their boot frames too), before the compression
// plugin.
export function preloadFirstChunks(): Plugin {
  return onBundle("preload-first-chunks", ({ files: bundle, base, emit }) => {
    for (const [page, module] of Object.entries(PRELOADS)) {
      const asset = bundle[page];
      if (asset?.type !== "asset") continue;
      asset.source = withModulePreloads(String(asset.source), chunkClosure(bundle, module), base);
    }
    // index.html as it now is (its boot frame and the layout's preloads in), and the event screen's.
    const index = bundle["index.html"];
    if (index?.type !== "asset") return;
    const layout = new Set(chunkClosure(bundle, PRELOADS["index.html"]!));
    const screen = new Set(EVENT_SCREEN.flatMap((module) => chunkClosure(bundle, module)));
    const files = [...screen].filter((file) => !layout.has(file));
    const early = earlyReadAsset(base);
    emit(early.fileName, early.source);
    const page = withModulePreloads(withScriptFirst(String(index.source), early.tag), files, base);
    emit(EVENT_PAGE, page);
    for (const [language, words] of catalogueFiles(bundle, EVENT_WORDS))
      emit(eventPageIn(language), withModulePreloads(page, words, base));
  });
}
