import type { Plugin, Rollup } from "vite";
import { isLanguage, LANGUAGES } from "../../src/shared/languages";
import { type ScreenPage, SIGNIN_PAGE, screenPageFile } from "../../src/shared/screen-pages";
import { earlyReadAsset, isEarlyPage } from "./early-read";
import { onBundle } from "./web-source";

// Each screen's code is a chunk of its own that the router asks for only once the first script has
// arrived and run: on slow 4G one more round trip, in series, before anything can paint. Each page
// names the lazy chunks it is sure to need, so the browser fetches them beside the first script:
// every member screen (index.html) sits in the member layout, and /signin (signin.html, and its
// page in each language, which names the landing's words in it too) is the sign-in screen. Other
// screens' chunks differ per address and are left to the router, except those of the main screens
// a member opens cold most (src/shared/screen-pages.ts): the server sends each of them a page of
// its own (event.html, home.html, events.html, chat.html and their forms per language) naming its
// screen's chunks and words, and the home, list and experience pages run the early script (their
// first read, or their largest picture, asked for as the page arrives).

const MEMBER_LAYOUT = /\/src\/web\/app\/layout\/member-layout\.tsx$/;
const SIGN_IN = /\/src\/web\/features\/auth\/auth-pages\.ts$/;

type Screen = {
  /** The screen's modules: each one's chunk and what it imports are named. */
  modules: RegExp[];
  /** The catalogues it draws first (app/router.tsx: the member layout's and the screen's own). */
  words: string[];
};

const FIRST_READS = /\/src\/web\/features\/events\/first-reads\.ts$/;

// The main screens' own pages (src/shared/screen-pages.ts). The server knows the visitor's language
// from the request, so the build writes each page once per language (events.en.html,
// events.hi.html) naming that language's catalogues too: they came a round trip after the first
// script ran, while the screen waited for them. The page of no language (events.html) names no words.
const SCREENS: Record<ScreenPage, Screen> = {
  // The link members share: its read starts at once (the server's card names its cover).
  event: {
    modules: [/\/src\/web\/features\/events\/event-detail-pages\.ts$/, FIRST_READS],
    words: ["shell", "event"],
  },
  // The list's first page for the address without filters, the one a first visit opens, and its
  // first card's picture.
  events: {
    modules: [/\/src\/web\/features\/events\/events-pages\.ts$/, FIRST_READS],
    words: ["shell", "events"],
  },
  // Home's greeting is drawn over its picture, the largest thing on a phone's first screen; it
  // waited for the screen's code to ask for it. Its weekend cards read the list's words.
  home: {
    modules: [/\/src\/web\/features\/home\/home-pages\.ts$/],
    words: ["shell", "home", "events"],
  },
  // The chat list's heading is its largest text: it waited for the screen's code and words.
  chat: { modules: [/\/src\/web\/features\/chat\/chat-pages\.ts$/], words: ["shell", "chat"] },
};

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

// After index.html and the landing's pages are in the bundle (their boot frames too), before the
// compression plugin.
export function preloadFirstChunks(): Plugin {
  return onBundle("preload-first-chunks", ({ files: bundle, base, emit }) => {
    const preload = (page: string, files: string[]) => {
      const asset = bundle[page];
      if (asset?.type === "asset") asset.source = withModulePreloads(String(asset.source), files, base);
    };
    // The landing's pages: the sign-in screen's code, and in a page of one language the landing's
    // words in it (they came a round trip after the first script ran, while the prerendered landing
    // waited on them to take a tap).
    const signIn = chunkClosure(bundle, SIGN_IN);
    const landingWords = catalogueFiles(bundle, ["signin"]);
    preload(screenPageFile(SIGNIN_PAGE), signIn);
    for (const language of LANGUAGES)
      preload(screenPageFile(SIGNIN_PAGE, language), [...signIn, ...(landingWords.get(language) ?? [])]);
    // index.html with the member layout's code, then each screen's page from it as it now is.
    const layout = new Set(chunkClosure(bundle, MEMBER_LAYOUT));
    preload("index.html", [...layout]);
    const index = bundle["index.html"];
    if (index?.type !== "asset") return;
    for (const [name, screen] of Object.entries(SCREENS) as [ScreenPage, Screen][]) {
      const code = new Set(screen.modules.flatMap((module) => chunkClosure(bundle, module)));
      const files = [...code].filter((file) => !layout.has(file));
      // Home's, the list's and an experience's run a script of their own first (early-read.ts): the
      // screen's first read, or its largest picture, asked for as the page arrives.
      const early = isEarlyPage(name) ? earlyReadAsset(base, name) : null;
      if (early) emit(early.fileName, early.source);
      const first = early ? withScriptFirst(String(index.source), early.tag) : String(index.source);
      const page = withModulePreloads(first, files, base);
      emit(screenPageFile(name), page);
      for (const [language, words] of catalogueFiles(bundle, screen.words))
        if (isLanguage(language)) emit(screenPageFile(name, language), withModulePreloads(page, words, base));
    }
  });
}
