import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { LANGUAGES } from "../../shared/languages";
import {
  PAGES_BY_ADDRESS,
  pageAt,
  SIGNIN_PAGE,
  screenPageCandidates,
  screenPageFile,
} from "../../shared/screen-pages";
import { MESSAGES } from "../../shared/texts";
import { languageFromAcceptLanguage } from "./accept-language";
import { failed } from "./envelope";

const HASHED_ASSET = /^\/assets\//;
// Files that decide which version of the app a browser runs: the page, the service worker (with the
// push handlers it imports, which the browser checks through the HTTP cache) and the manifest. They
// are revalidated on every use, so a deploy is seen at once and a browser never keeps a stale
// service worker (ADR 0016, 0017).
const ALWAYS_REVALIDATED = new Set([
  "/index.html",
  "/sw.js",
  "/push-sw.js",
  "/registerSW.js",
  "/manifest.webmanifest",
]);

// A page at the root (a main screen's own page asked for by name, signin.html) is the app's page too.
const ROOT_PAGE = /^\/[^/]+\.html$/;

function cacheControlFor(rel: string): string {
  if (ALWAYS_REVALIDATED.has(rel) || ROOT_PAGE.test(rel)) return "no-cache";
  if (HASHED_ASSET.test(rel)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600, must-revalidate";
}

// Serves the built SPA: hashed assets cached for a year, everything else revalidated,
// and index.html for client routes. /api stays JSON, 404 included.
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = Boolean(webDir && existsSync(path.join(webDir, "index.html")));
  // The main screens' own pages and the landing's the build wrote (src/shared/screen-pages.ts), read
  // once: the build does not change under a running server (`npm start` builds first).
  const built = new Set(
    [...Object.values(PAGES_BY_ADDRESS), SIGNIN_PAGE]
      .flatMap((page) => [
        screenPageFile(page),
        ...LANGUAGES.map((language) => screenPageFile(page, language)),
      ])
      .filter((file) => webDir && existsSync(path.join(webDir, file))),
  );
  /** The page for a client route: its own in the visitor's language when built, else index.html. */
  const pageFor = (url: string, acceptLanguage: string | undefined): string => {
    const page = pageAt(url);
    if (!page) return "index.html";
    const language = languageFromAcceptLanguage(acceptLanguage);
    return screenPageCandidates(page, language).find((file) => built.has(file)) ?? "index.html";
  };
  if (hasWeb && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // index.html and every asset have .br and .gz twins from the build (vite.config.ts): the one the
      // browser accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Caches keep the br, gzip and plain copies apart, and a screen's page per language.
        res.setHeader(
          "Vary",
          built.has(path.basename(filePath).replace(/\.(br|gz)$/, ""))
            ? "Accept-Encoding, Accept-Language"
            : "Accept-Encoding",
        );
        // The file sent may be a .br or .gz twin; its policy is the original's.
        const rel = `/${path.relative(webDir, filePath).replaceAll(path.sep, "/")}`.replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", cacheControlFor(rel));
      },
    });
  }

  // The sign-in popup lands here; a tiny static page hands the ID token to the opener.
  if (hasWeb) {
    app.get("/auth/callback", { config: { public: true } }, (_request, reply) =>
      reply
        .header("Cache-Control", "no-store")
        .type("text/html; charset=utf-8")
        .sendFile("auth/callback.html"),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage =
      hasWeb &&
      (request.method === "GET" || request.method === "HEAD") &&
      !url.startsWith("/api") &&
      !url.startsWith("/dev-idp") &&
      !url.startsWith("/uploads") &&
      !path.extname(url);
    if (wantsPage) {
      reply.header("Cache-Control", "no-cache");
      // A safety contact's page (ADR 0024): its address is a secret, so no search engine indexes
      // it (the Referrer-Policy of every page is no-referrer already).
      if (url.startsWith("/share/")) reply.header("X-Robots-Tag", "noindex, nofollow");
      // The sign-in landing comes prerendered in the visitor's language when the build made it (ADR
      // 0015); home, the list and the chat come as their own pages, naming their code and words in it.
      const page = pageFor(url, request.headers["accept-language"]);
      return reply.type("text/html; charset=utf-8").sendFile(page);
    }
    return reply
      .status(404)
      .send(failed(url.startsWith("/api") ? MESSAGES.routeNotFound : MESSAGES.notFound));
  });
}
