import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { isScreenPageFile, pageAt, SIGNIN_PAGE, screenPageFile } from "../../src/shared/screen-pages";
import { catalogueFiles, chunkClosure, withModulePreloads, withScriptFirst } from "./preload-plugin";

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: "chunk",
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: extra.facadeModuleId ? [extra.facadeModuleId] : [],
    ...extra,
  }) as Rollup.OutputChunk;

const bundle = {
  "index.js": chunk("index.js", ["react.js"], { isEntry: true }),
  "react.js": chunk("react.js", []),
  "layout.js": chunk("layout.js", ["shell.js", "react.js"], {
    facadeModuleId: "/p/src/web/app/layout/member-layout.tsx",
  }),
  "shell.js": chunk("shell.js", ["icons.js", "layout.js"]),
  "icons.js": chunk("icons.js", []),
  "admin.js": chunk("admin.js", ["icons.js"]),
  // A chunk of our choosing (scripts/build/first-visit-chunks.ts) holds the screen and modules
  // beside it, and is nobody's face.
  "signin.js": chunk("signin.js", ["first-visit.js"], {
    moduleIds: ["/p/src/web/features/auth/auth-pages.ts", "/p/src/web/lib/flash.ts"],
  }),
  "first-visit.js": chunk("first-visit.js", ["react.js"]),
} as unknown as Rollup.OutputBundle;

describe("the chunks a page preloads", () => {
  it("are the module's chunk and all it imports, without what the first script already brings", () => {
    expect(chunkClosure(bundle, /member-layout\.tsx$/).sort()).toEqual(["icons.js", "layout.js", "shell.js"]);
    expect(chunkClosure(bundle, /auth-pages\.ts$/).sort()).toEqual(["first-visit.js", "signin.js"]);
    expect(chunkClosure(bundle, /no-such-module/)).toEqual([]);
  });

  it("are named in the head as module preloads", () => {
    const html = withModulePreloads("<head><title>t</title></head>", ["a.js", "b.js"]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/a.js">');
    expect(html.indexOf("b.js")).toBeLessThan(html.indexOf("</head>"));
    expect(withModulePreloads("<head></head>", [])).toBe("<head></head>");
  });
});

describe("a main screen's page in each language", () => {
  const words = {
    "en-shell-1.js": chunk("en-shell-1.js", [], { name: "en-shell" }),
    "en-event-1.js": chunk("en-event-1.js", [], { name: "en-event" }),
    "en-events-1.js": chunk("en-events-1.js", [], { name: "en-events" }),
    "hi-event-1.js": chunk("hi-event-1.js", [], { name: "hi-event" }),
    "event-detail-pages-1.js": chunk("event-detail-pages-1.js", [], { name: "event-detail-pages" }),
  } as unknown as Rollup.OutputBundle;

  it("names that language's catalogues of the page's words, and no other", () => {
    expect(Object.fromEntries(catalogueFiles(words, ["shell", "event"]))).toEqual({
      en: ["en-shell-1.js", "en-event-1.js"],
      hi: ["hi-event-1.js"],
    });
    expect(screenPageFile("event", "hi")).toBe("event.hi.html");
    expect(screenPageFile("events")).toBe("events.html");
    for (const file of ["event.html", "home.hi.html", "events.en.html", "chat.html"])
      expect(isScreenPageFile(file), file).toBe(true);
    for (const file of [
      "index.html",
      "signin.html",
      "signin.hi.html",
      "people.html",
      "events.html.br",
      "chat.hi.js",
    ])
      expect(isScreenPageFile(file), file).toBe(false);
    // The landing's pages are named alike, though they are no screen's (no early read, sheet kept).
    expect(screenPageFile(SIGNIN_PAGE, "hi")).toBe("signin.hi.html");
    expect(screenPageFile(SIGNIN_PAGE)).toBe("signin.html");
    expect(pageAt("/signin")).toBe(SIGNIN_PAGE);
    expect(pageAt("/signin/else")).toBeUndefined();
    expect(pageAt("/events/")).toBe("events");
  });

  it("runs the early read's script before the app's", () => {
    const html =
      '<head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script></head>';
    const tag = '<script async src="/assets/early-read-x.js"></script>';
    const page = withScriptFirst(html, tag);
    expect(page.indexOf(tag)).toBeLessThan(page.indexOf("index.js"));
    expect(page.indexOf(tag)).toBeGreaterThan(page.indexOf("charset"));
  });
});
