// Keeps dist/web a production build of the current sources. A content stamp (a hash of everything the
// bundle is made from) is written next to the build; when the stamp differs, or there is no build,
// the web app is built again. `git pull` then `npm start` therefore never serves yesterday's app.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// What the bundle is made from: the web and shared sources, the build configuration and the lock file
// (a dependency update changes the bundle too).
const INPUTS = [
  "src/web",
  "src/shared",
  "scripts/build",
  "vite.config.ts",
  "package-lock.json",
  "tsconfig.base.json",
];
const STAMP_FILE = ".build-stamp";

export function webStamp(root: string): string {
  return stampOf(root, INPUTS);
}

/** A hash of every file under `inputs` (tests left out): equal while nothing a build reads changed. */
export function stampOf(root: string, inputs: readonly string[]): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(path.join(root, input))) {
      // Tests do not reach the bundle; a changed test must not force a rebuild.
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

export type BuildOutcome = "fresh" | "built";

export function ensureWebBuild(opts: {
  root: string;
  outDir: string;
  log?: (line: string) => void;
  // The build itself; tests of the decision alone pass a cheaper one.
  build?: (opts: { root: string; outDir: string }) => void;
}): BuildOutcome {
  const log = opts.log ?? console.log;
  const stampFile = path.join(opts.outDir, STAMP_FILE);
  const stamp = webStamp(opts.root);
  const built = existsSync(path.join(opts.outDir, "index.html"));
  if (built && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === stamp) return "fresh";
  log(
    built
      ? "The web sources changed since the last build: building the web app again..."
      : "No web build found: building the web app once (about half a minute)...",
  );
  (opts.build ?? buildWeb)({ root: opts.root, outDir: opts.outDir });
  writeFileSync(stampFile, `${stamp}\n`);
  return "built";
}

// A child process, with NODE_ENV forced to production: a shell's NODE_ENV=development (the server's
// own default) would otherwise give React's development build, 630 KB with its dev runtime. The
// server's environment is left as it is.
export function buildWeb(opts: { root: string; outDir: string }): void {
  const vite = path.join(opts.root, "node_modules/vite/bin/vite.js");
  const result = spawnSync(
    process.execPath,
    [vite, "build", "--logLevel", "warn", "--mode", "production", "--outDir", opts.outDir, "--emptyOutDir"],
    { cwd: opts.root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (result.status !== 0) throw new Error(`The web build failed (exit ${result.status}).`);
}
