import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

// The SPA lives in src/web; its build is served by the API server from dist/web.
export default defineConfig({
  root: path.resolve("src/web"),
  publicDir: path.resolve("src/web/public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@shared": path.resolve("src/shared") } },
  build: {
    outDir: path.resolve("dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
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
