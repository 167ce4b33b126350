import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_INSTANTS } from "./src/server/test/clock";
import { TIME_SENSITIVE_TESTS } from "./src/server/test/time-sensitive";

// The any-hour check (issue 42 item 1): the time-sensitive test files, each run once at every one
// of TEST_INSTANTS (a project per instant, its TEST_NOW read by the server's setup file), on PGlite,
// whose SQL clock moves with the process's (src/server/test/clock.ts). npm test runs it beside the
// PostgreSQL stage; `npx vitest run --config vitest.any-hour.config.ts` alone.
const alias = { "@shared": path.resolve("src/shared") };

export default defineConfig({
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache), shared by every
    // project and process: npm test's later stages (PostgreSQL, the six any-hour projects) re-ran
    // the transforms of the same files, 87 s of workers' time in one CI run. Plugins here transform
    // from a file's content alone (compile-catalogues), which is what the cache keys on.
    experimental: { fsModuleCache: true },
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: Object.entries(TEST_INSTANTS).map(([name, instant]) => ({
      resolve: { alias },
      test: {
        name: `at ${name}`,
        environment: "node",
        isolate: false,
        include: [...TIME_SENSITIVE_TESTS],
        globalSetup: ["src/server/test/global-setup.ts"],
        setupFiles: ["src/server/test/setup-file.ts"],
        env: { TEST_NOW: instant, TEST_DATABASE_URL: "" },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
