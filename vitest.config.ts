import os from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { compileCatalogues } from "./scripts/build/compile-catalogues-plugin";

const alias = { "@shared": path.resolve("src/shared") };

export default defineConfig({
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache), shared by every
    // project and process: npm test's later stages (PostgreSQL, the six any-hour projects) re-ran
    // the transforms of the same files, 87 s of workers' time in one CI run. Plugins here transform
    // from a file's content alone (compile-catalogues), which is what the cache keys on.
    experimental: { fsModuleCache: true },
    // At least two workers, even on two cores (Vitest's default leaves one to its main process, which
    // is mostly idle): the server's files wait on databases and sockets as much as they compute.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each project's test files share their worker's modules (`isolate: false`) instead of each
    // starting a process that loads the whole server, or jsdom, MSW and React, again: that loading
    // was over half of the suite's time. No file leaves another what it needs in a module: each
    // builds its own apps and databases (src/server/test), the web setup resets the screen, the stub
    // API, storage and mocks after each test, and setup files still run for each file.
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          isolate: false,
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The catalogues compiled as the build compiles them, so tests run what the browser runs.
        plugins: [react(), compileCatalogues()],
        // vite-plugin-pwa's registration module exists only in a Vite build; tests get a stand-in.
        resolve: {
          alias: { ...alias, "virtual:pwa-register/react": path.resolve("src/web/test/pwa-register.ts") },
        },
        test: {
          name: "web",
          environment: "jsdom",
          isolate: false,
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
