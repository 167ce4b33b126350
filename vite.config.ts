import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { endpointRoutesOnly } from "./scripts/build/endpoint-routes-plugin";
import { prerenderSignIn } from "./scripts/build/prerender-signin-plugin";

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

// The SPA lives in src/web; its build is served by the API server from dist/web.
export default defineConfig({
  root: path.resolve("src/web"),
  publicDir: path.resolve("src/web/public"),
  plugins: [
    react(),
    tailwindcss(),
    endpointRoutesOnly(),
    prerenderSignIn(),
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
  ],
  resolve: { alias: { "@shared": path.resolve("src/shared") } },
  build: {
    outDir: path.resolve("dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // A schema nobody reads is dropped: building one has no effect beyond its value (ADR 0015).
      treeshake: { manualPureFunctions: ["z"] },
      // zod's sources carry comments Rollup cannot place and drops anyway: noise, not news, so that
      // `npm start`'s rebuild says one line.
      // A phone on slow 4G pays a round trip per file: chunks under ~4 KB (single icons, small
      // helpers) join a chunk that loads with them instead of travelling alone.
      output: { experimentalMinChunkSize: 4096 },
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
