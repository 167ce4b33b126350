import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = { "@shared": path.resolve("src/shared") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // vite-plugin-pwa's registration module exists only in a Vite build; tests get a stand-in.
        resolve: {
          alias: { ...alias, "virtual:pwa-register/react": path.resolve("src/web/test/pwa-register.ts") },
        },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/test/setup.ts"],
          // Tests wait on what the screen shows, never on time; this is only the cap. A long form
          // journey in jsdom takes ~1 s alone but over 5 s on a shared 2-core machine under load.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
