import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { OFFLINE_ANSWER_HEADER } from "../src/shared/offline-caches";
import { ensureWebBuild, webStamp } from "./web-build";

const temps: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

// A copy of what the bundle is made from, so a test can change a source without touching the repo.
function projectCopy(): string {
  const root = tempDir("meetup-web-src-");
  for (const entry of [
    "src/web",
    "src/shared",
    "scripts/build",
    "vite.config.ts",
    "package.json",
    "package-lock.json",
  ]) {
    cpSync(path.resolve(entry), path.join(root, entry), { recursive: true });
  }
  for (const file of readdirSync(".").filter((f) => /^tsconfig.*\.json$/.test(f))) {
    cpSync(path.resolve(file), path.join(root, file));
  }
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

/**
 * The scripts named (a file, or a chunk's name before its hash) and every script they import
 * statically, with their brotli size: what the browser fetches for them, nothing cached.
 */
function firstVisitScripts(assets: string, names: string[]): { files: string[]; brotliBytes: number } {
  const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(path.join(assets, file), "utf8");
    for (const [, imported] of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(imported ?? "");
  };
  for (const name of names) {
    const file = scripts.find((f) => f === name || f.startsWith(`${name}-`));
    expect(file, name).toBeDefined();
    visit(file ?? "");
  }
  const brotliBytes = [...files].reduce((sum, f) => sum + statSync(path.join(assets, `${f}.br`)).size, 0);
  return { files: [...files], brotliBytes };
}

describe("the web build stamp", () => {
  it("changes with a web or shared source, the lock file or the build config, and not with a test", () => {
    const root = projectCopy();
    const first = webStamp(root);
    expect(webStamp(root)).toBe(first);
    writeFileSync(path.join(root, "src/web/zz-extra.test.ts"), "// a test\n");
    expect(webStamp(root)).toBe(first);
    for (const file of [
      "src/web/main.tsx",
      "src/shared/limits.ts",
      "package-lock.json",
      "vite.config.ts",
      "scripts/build/endpoint-routes-plugin.ts",
    ]) {
      const before = webStamp(root);
      writeFileSync(path.join(root, file), `${readFileSync(path.join(root, file), "utf8")}\n// changed\n`);
      expect(webStamp(root), file).not.toBe(before);
    }
  });

  it("rebuilds when the sources changed since the last build, and only then, saying so in one line", () => {
    const root = projectCopy();
    const outDir = tempDir("meetup-web-out-");
    const builds: string[] = [];
    const lines: string[] = [];
    const fakeBuild = ({ outDir: dir }: { outDir: string }) => {
      builds.push(dir);
      writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
    };
    const run = () => ensureWebBuild({ root, outDir, build: fakeBuild, log: (l) => lines.push(l) });
    expect(run()).toBe("built");
    expect(run()).toBe("fresh");
    writeFileSync(path.join(root, "src/shared/limits.ts"), "export const changed = 1;\n", { flag: "a" });
    expect(run()).toBe("built");
    expect(run()).toBe("fresh");
    expect(builds).toHaveLength(2);
    expect(lines).toEqual([
      "No web build found: building the web app once (about half a minute)...",
      "The web sources changed since the last build: building the web app again...",
    ]);
  });

  // The one production build of a run (issue 42): npm test's build step makes dist/web with
  // NODE_ENV=development in its environment, and this test reads it; run alone, it builds it so.
  it("builds the production bundle even when the shell says NODE_ENV=development", () => {
    const outDir = path.resolve("dist/web");
    mkdirSync(outDir, { recursive: true });
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    try {
      expect(["built", "fresh"]).toContain(
        ensureWebBuild({ root: path.resolve("."), outDir, log: () => {} }),
      );
    } finally {
      process.env.NODE_ENV = saved;
    }
    const assets = path.join(outDir, "assets");
    const js = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(path.join(assets, f), "utf8"))
      .join("\n");
    expect(js.length).toBeGreaterThan(10_000);
    // The build renders with React 19's own production react-dom (ADR 0028): its elements carry
    // React 19's marker and its reconciler its version, and nothing of Preact is in any script. A
    // development runtime announces itself with jsxDEV and React's development warnings.
    expect(js).toContain("react.transitional.element");
    expect(js).toMatch(/"19\.\d+\.\d+"/);
    expect(js).not.toMatch(/preact|__PREACT_DEVTOOLS__|\b__[a-z]\.__h\b/);
    expect(js).not.toContain("jsxDEV");
    expect(js).not.toMatch(/react-dom\.development|Download the React DevTools/);
    // tailwind-merge checks classes in development only (lib/cn.ts, ADR 0028): no script carries
    // it or its class map.
    expect(js).not.toMatch(/fvn-normal|"bg-blend"/);
    // The first script holds no zod: the web sends method and path, the schemas stay on the server.
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(
      readFileSync(path.join(outDir, "index.html"), "utf8"),
    )?.[1];
    expect(entry).toBeDefined();
    expect(readFileSync(path.join(assets, entry ?? ""), "utf8")).not.toContain("$ZodType");
    expect(js).toContain("$ZodType");
    // No script is a lone icon or hook: each is a request and, on a member screen, a module preload
    // appended before the screen renders. Lucide's icons are plain data modules (ADR 0028), which
    // Rollup merges into the scripts that use them; icon components made by a factory call at
    // module level could not be merged: 69 scripts, over 20 under 1 KB.
    // Not an experience's page's early read (scripts/build/early-read.ts): a classic script of a few
    // hundred bytes the HTML runs beside the first one, no module of the app.
    const sizes = readdirSync(assets)
      .filter((f) => f.endsWith(".js") && !f.startsWith("early-read-"))
      .map((f) => ({ file: f, bytes: statSync(path.join(assets, f)).size }));
    // A language catalogue ("hi-profile") is exempt: it is asked for beside its screen's script, in
    // the same round trip (app/router.tsx's `page`), so an area of a few words is a small file, not
    // another wait.
    const catalogueChunk = /^(en|hi)-[a-z0-9-]+-[\w-]{8}\.js$/;
    expect(sizes.filter((s) => s.bytes < 1024 && !catalogueChunk.test(s.file))).toEqual([]);
    // One script per screen or lazy part, none tiny: 48 since issue 28 (costs, album, the chat's
    // thread screens, the QR code and the photo viewer load apart from /chat), 61 since issue 38
    // (the phone, photo and trusted-contact screens, the camera, Help's sheet, the admins' selfie
    // queue and a message's report dialog each load apart), 66 since Rollup folds only chunks under
    // 3.5 KB (ADR 0040: at 4 KB it folded the verification screens' words into /signin's scripts),
    // 68 since it folds only chunks under 3 KB (ADR 0053: at 3.5 KB /signin passed its budget with
    // the language seam), 70 since the reviews' "Report this review?" dialog loads when it opens (an
    // event page's budget with the member frame's words, ADR 0053), 71 then 72 since the chat, its
    // threads, a group's costs and the listings read their catalogues (issue 40: Rollup's fold of the
    // small shared chunks regrouped each time, every budget below holding), 63 since /signin's scripts
    // are chunks of our own and the fold takes chunks under 3.5 KB again (ADR 0059), 66 since a
    // person's page loads apart from /people. The language catalogues
    // are chunks of their own on purpose, one per area and language ("hi-signin"), so they are
    // counted apart: every area in both languages. A chunk's hash is 8 characters and may hold a dash
    // ("en-event-r3p-dl8y.js"), so the area is what comes before it.
    const catalogues = sizes
      .map((s) => /^(en|hi)-([a-z0-9-]+)-[\w-]{8}\.js$/.exec(s.file))
      .filter((m) => m !== null);
    const areas = (language: string) =>
      catalogues
        .filter((m) => m[1] === language)
        .map((m) => m[2])
        .sort();
    expect(areas("en")).toContain("signin");
    expect(areas("hi")).toEqual(areas("en"));
    expect(sizes.length - catalogues.length).toBeLessThan(67);
    // What a first visit to /signin downloads, in either language, within issue 24's budget: the
    // entry, the sign-in screen, the first-visit chunk (the update prompt and what the screen shares
    // with other screens) with workbox-window, and the landing's words, each with every script it
    // imports (what Chromium fetched, to the byte, in bench:web). Those are exactly the scripts:
    // Rollup's folding of small chunks used to move other screens' code into chunks /signin loads as
    // sources changed (the chat's contract put it at 113 KB), and the screen's chunks are now ours,
    // which the fold leaves alone (scripts/build/first-visit-chunks.ts, ADR 0059).
    for (const language of ["en", "hi"]) {
      const names = [
        entry ?? "",
        "auth-pages",
        "first-visit",
        "workbox-window.prod.es5",
        `${language}-signin`,
      ];
      const signin = firstVisitScripts(assets, names);
      const named = signin.files.map((file) =>
        names.find((name) => file === name || file.startsWith(`${name}-`)),
      );
      expect(named.sort(), signin.files.join(" ")).toEqual([...names].sort());
      expect(signin.brotliBytes / 1024, signin.files.join(" ")).toBeLessThanOrEqual(110);
    }
    // A member screen's first visit: the same, with the member frame and the screen's script (and
    // words). What a screen loads later as it renders (an event page's reviews near the viewport)
    // is not here; bench:web measures it in a browser.
    // Home reads the events area's words too, for its weekend's cards (issue 41).
    for (const [screen, ...words] of [
      ["home-pages", "home", "events"],
      ["events-pages"],
      ["chat-pages", "chat"],
      ["event-detail-pages", "event"],
      ["people-pages", "people", "answers"],
      ["phone-pages", "phone"],
      ["photo-pages", "photo"],
    ]) {
      for (const language of words.length > 0 ? ["en", "hi"] : ["en"]) {
        const member = firstVisitScripts(assets, [
          entry ?? "",
          "member-layout",
          screen ?? "",
          "first-visit",
          "workbox-window.prod.es5",
          ...words.map((area) => `${language}-${area}`),
        ]);
        expect(
          member.brotliBytes / 1024,
          `${screen} ${language}: ${member.files.join(" ")}`,
        ).toBeLessThanOrEqual(140);
      }
    }
    // Every script, style sheet and the page itself has brotli and gzip twins to be sent as they are.
    const texts = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
    for (const file of [...texts.map((f) => path.join(assets, f)), path.join(outDir, "index.html")]) {
      const plain = readFileSync(file);
      expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).equals(plain), file).toBe(true);
      expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(plain), file).toBe(true);
    }
    // The service worker precaches the app shell, icons and manifest, never a .br/.gz twin (the
    // browser negotiates those) or a source map; it is written after the twins, so it has none.
    const sw = readFileSync(path.join(outDir, "sw.js"), "utf8");
    // A read answered from the device's cache says so, by the header the app looks for (ADR 0068).
    expect(sw).toMatch(new RegExp(`cachedResponseWillBeUsed[\\s\\S]*["'\`]${OFFLINE_ANSWER_HEADER}["'\`]`));
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
    expect(precached).toEqual(
      expect.arrayContaining([
        "index.html",
        "manifest.webmanifest",
        "icons/icon-192.png",
        "icons/icon-512.png",
        "icons/maskable-512.png",
        // Every script but an experience's page's early read, which only that page runs.
        ...texts.filter((f) => f.endsWith(".js") && !f.startsWith("early-read-")).map((f) => `assets/${f}`),
      ]),
    );
    expect(precached.filter((url) => /\.(br|gz|map)$|^auth\/|^images\//.test(url ?? ""))).toEqual([]);
    expect(new Set(precached).size).toBe(precached.length);

    // An experience's address gets event.html (issue 41), and home, the list and the chat their own
    // pages too: index.html naming each screen's chunks (and its first read's), home, the list's and
    // an experience's running the early script first. Only the server sends them: none is precached.
    const indexPage = readFileSync(path.join(outDir, "index.html"), "utf8");
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map((m) => m[1] ?? "");
    const screens = {
      event: { chunks: ["event-detail-pages-", "first-reads-"], words: ["shell", "event"], early: true },
      events: { chunks: ["events-pages-", "first-reads-"], words: ["shell", "events"], early: true },
      home: { chunks: ["home-pages-"], words: ["shell", "home", "events"], early: true },
      chat: { chunks: ["chat-pages-"], words: ["shell", "chat"], early: false },
    };
    const pages = [indexPage];
    for (const [name, screen] of Object.entries(screens)) {
      const page = readFileSync(path.join(outDir, `${name}.html`), "utf8");
      expect(preloads(page), name).toEqual(expect.arrayContaining(preloads(indexPage)));
      for (const chunk of screen.chunks)
        expect(
          preloads(page).filter((file) => file.startsWith(chunk)),
          `${name}: ${chunk}`,
        ).toHaveLength(1);
      // Once per language too, naming that language's words (events.hi.html), with the early script
      // first where the page runs it (scripts/build/early-read.ts).
      const languagePages = readdirSync(outDir).filter((f) =>
        new RegExp(`^${name}\\.[a-z]{2}\\.html$`).test(f),
      );
      expect(languagePages.sort(), name).toEqual([`${name}.en.html`, `${name}.hi.html`]);
      const hindiPage = readFileSync(path.join(outDir, `${name}.hi.html`), "utf8");
      expect(preloads(hindiPage), name).toEqual(expect.arrayContaining(preloads(page)));
      const words = new RegExp(`^hi-(${screen.words.join("|")})-`);
      expect(
        preloads(hindiPage).filter((file) => words.test(file)),
        name,
      ).toHaveLength(screen.words.length);
      for (const html of [page, hindiPage]) {
        const early = html.indexOf('src="/assets/early-read-');
        if (screen.early) expect(early, name).toBeLessThan(html.indexOf('type="module"'));
        else expect(early, name).toBe(-1);
      }
      pages.push(page, hindiPage);
    }
    expect(precached.filter((url) => /^(event|events|home|chat)\.|early-read/.test(url ?? ""))).toEqual([]);
    // Each draws its boot frame from the HTML alone: its rules in the head, the sheet linked last.
    for (const html of pages) {
      expect(html).toContain('<div id="boot">');
      expect(html.indexOf("<style>")).toBeGreaterThan(0);
      expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
      expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    }

    // Hindi's font (issue 40 item 5): one file of Devanagari, at most 60 KB, asked for only by the
    // style of a page whose html is lang="hi" and only for Devanagari letters, the phone's own copy
    // first; never precached (an English member's phone would download it).
    const fonts = readdirSync(assets).filter((f) => f.endsWith(".woff2"));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^noto-sans-devanagari-devanagari-400-normal-/);
    expect(statSync(path.join(assets, fonts[0]!)).size).toBeLessThanOrEqual(60 * 1024);
    const css = texts
      .filter((f) => f.endsWith(".css"))
      .map((f) => readFileSync(path.join(assets, f), "utf8"));
    const faces = css.flatMap((c) => c.match(/@font-face\{[^}]*\}/g) ?? []);
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatch(/src:local\([^)]+\),local\([^)]+\),url\(\/assets\/noto-sans-devanagari-/);
    expect(faces[0]).toMatch(/unicode-range:U\+900-97F/);
    expect(css.join("")).toMatch(/html:lang\(hi\)\{font-family:Noto Sans Devanagari,/);
    expect(precached.filter((url) => url?.endsWith(".woff2"))).toEqual([]);
    expect(ensureWebBuild({ root: path.resolve("."), outDir, log: () => {} })).toBe("fresh");
  }, 300_000);
});
