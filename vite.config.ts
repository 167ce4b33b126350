import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { catalogueChunk, compileCatalogues } from "./scripts/build/compile-catalogues-plugin";
import { criticalCss } from "./scripts/build/critical-css-plugin";
import { endpointRoutesOnly } from "./scripts/build/endpoint-routes-plugin";
import { withFirstVisitChunk } from "./scripts/build/first-visit-chunks";
import { lazyPartChunk } from "./scripts/build/lazy-part-chunks";
import { moduleSideEffects } from "./scripts/build/module-side-effects";
import { preloadFirstChunks } from "./scripts/build/preload-plugin";
import { prerenderBoot } from "./scripts/build/prerender-boot-plugin";
import { prerenderSignIn } from "./scripts/build/prerender-signin-plugin";
import { appNameFrom } from "./src/shared/app-name";
import { API_READS_CACHE, IMAGES_CACHE } from "./src/shared/offline-caches";
import { offlineReadPattern } from "./src/shared/offline-reads";
import { SCREEN_PAGES, SIGNIN_PAGE } from "./src/shared/screen-pages";

// The app's name (issue 41 item 7), taken at build time as the server takes it at start: the
// wordmark and titles (src/web/lib/texts/common.ts), the install manifest and index.html's title.
const appName = appNameFrom(process.env.APP_NAME);

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

// The SPA lives in src/web; its build is served by the API server from dist/web.
export default defineConfig({
  root: path.resolve("src/web"),
  publicDir: path.resolve("src/web/public"),
  define: { __APP_NAME__: JSON.stringify(appName) },
  plugins: [
    {
      // index.html says %APP_NAME% where the name goes; before the sign-in prerender reads it.
      name: "app-name",
      transformIndexHtml: { order: "pre", handler: (html) => html.replaceAll("%APP_NAME%", appName) },
    },
    react(),
    tailwindcss(),
    compileCatalogues(),
    endpointRoutesOnly(),
    prerenderSignIn(),
    // After the sign-in page is made from index.html: the boot frame is index.html's alone.
    prerenderBoot(appName),
    // After the boot frame is in: each main screen's page is index.html with its chunks named.
    preloadFirstChunks(),
    // Last on the pages: the boot frame's rules inline, the style sheet linked at the end.
    criticalCss(),
    // Every text asset is written beside itself as .br (best quality: it is done once) and .gz, and
    // the server sends the one the browser accepts (ADR 0015).
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest|xml)$/,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
      logLevel: "silent",
    }),
    // Installable and readable offline (ADR 0016): the manifest, and a Workbox service worker that
    // precaches the app shell, keeps images and the last answers of the member's reads.
    VitePWA({
      // A new version waits until the member says "Reload" (src/web/app/update-prompt.tsx), so a
      // half-typed message is never lost to an update. The app registers it through
      // virtual:pwa-register/react; no inline script, which the CSP would refuse anyway.
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: appName,
        short_name: appName,
        description: "Find like-minded company for outings and short trips, and host your own.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        // DESIGN.md: brand orange-500, page stone-50.
        theme_color: "#f97316",
        background_color: "#fafaf9",
        categories: ["social", "travel"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell: scripts, styles and the page (icons, favicon and manifest come through
        // includeAssets and the manifest). Not the .br/.gz twins (the browser negotiates those
        // itself), not source maps, not the sign-in callback page, not the illustrations (kept on
        // first use below), not a main screen's own page in any language (event.html, home.html,
        // events.html, chat.html: the server sends them for their addresses; offline those get
        // index.html like any other) nor their early read's script, which only they run
        // (scripts/build/early-read.ts), nor the landing's pages in each language (signin.hi.html:
        // signin.html, precached, is the landing offline as it was).
        globPatterns: ["**/*.{js,css,html}"],
        globIgnores: [
          "auth/**",
          "**/*.map",
          ...SCREEN_PAGES.flatMap((page) => [`${page}.html`, `${page}.*.html`]),
          `${SIGNIN_PAGE}.*.html`,
          "assets/early-read-*.js",
        ],
        // A client route opened offline gets the app, which shows what was last loaded.
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/dev-idp(\/|$)/, /^\/auth\//],
        cleanupOutdatedCaches: true,
        // The first visit's page is controlled at once; later versions wait for the prompt.
        clientsClaim: true,
        // One sw.js, no separate workbox-*.js to keep fresh.
        inlineWorkboxRuntime: true,
        // Web push: showing a pushed notification and opening its screen (ADR 0017).
        importScripts: ["/push-sw.js"],
        sourcemap: false,
        runtimeCaching: [
          {
            // The member's reads: the network while it answers within a few seconds, otherwise the
            // last answer. Only GET; a write always goes to the network (or fails offline).
            urlPattern: offlineReadPattern(),
            method: "GET",
            handler: "NetworkFirst",
            options: {
              cacheName: API_READS_CACHE,
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
              // An answer from the cache says so (OFFLINE_ANSWER_HEADER; this function is copied
              // into sw.js as text, so it names the header itself; web-build.test.ts checks it).
              plugins: [
                {
                  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set("X-Offline-Answer", "1");
                    return new Response(cachedResponse.body, {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    });
                  },
                },
              ],
            },
          },
          {
            // Uploads are content-addressed and presets change only with a build: cache first. Not
            // chat photos (/uploads/chat/): they are private, their links last an hour or two, and a
            // removed one must not outlive its removal here (issue 41 item 6).
            urlPattern: ({ request, sameOrigin, url }) =>
              sameOrigin && request.destination === "image" && !url.pathname.startsWith("/uploads/chat/"),
            method: "GET",
            handler: "CacheFirst",
            options: {
              cacheName: IMAGES_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [{ find: "@shared", replacement: path.resolve("src/shared") }],
  },
  build: {
    outDir: path.resolve("dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // A phone on slow 4G pays a round trip per file: Rollup folds chunks under 3.5 KB into one
      // that loads with them wherever it can prove the order of side effects unchanged. The size is
      // measured, not round (ADRs 0040, 0053, 0059). /signin's scripts are chunks of our own that the
      // fold cannot touch (scripts/build/first-visit-chunks.ts: 103-104 KB whatever the size), so it
      // is chosen for the member screens, whose heaviest is an event page: 3 KB gives 69 scripts and
      // an event page 140.1 KB in Hindi, 3.25 KB 66 and 139.6 KB, 3.5 KB 63 and 137.9 KB, 4 KB
      // folds more into it again (142.8 KB). Measured again on 2026-12-03 (ADR 0066), an event page's
      // first visit in English: 3.25 KB 141.8 KB (27 scripts), 3.5 KB 139.9 KB (26), 3.75 KB 139.4 KB
      // (23), 4 KB 140.7 KB (24); 3.75 KB is also the lightest for /, /events and /chat.
      // Each catalogue stays a chunk of its own (ADR 0053): folded into a chunk every screen loads, one
      // language's words would reach the members of the other.
      output: {
        experimentalMinChunkSize: 3840,
        // Parts loaded on demand (the chat's outbox, the invitation, Help) are chunks of their own too,
        // out of the fold's reach (scripts/build/lazy-part-chunks.ts).
        manualChunks: withFirstVisitChunk((id) => catalogueChunk(id) ?? lazyPartChunk(id)),
        onlyExplicitManualChunks: true,
      },
      // Each screen takes only the modules whose exports it uses (scripts/build/module-side-effects.ts).
      treeshake: { moduleSideEffects },
      // zod's sources carry comments Rollup cannot place and drops anyway: noise, not news, so that
      // `npm start`'s rebuild says one line.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, ws: true },
      "/dev-idp": { target: apiTarget },
      "/uploads": { target: apiTarget },
    },
  },
});
