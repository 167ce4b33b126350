// Keeps dist/server a production build of the server: one bundle of our own code (the packages stay
// in node_modules), run by plain Node. Running the TypeScript sources through tsx costs an instance
// about 90 MB of memory (the loader and every module compiled at start) and seconds of start; issue
// 39 bounds an instance at 100,000 members to 400 MB (ADR 0054). Built again when its sources change,
// as the web build is (web-build.ts).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { stampOf } from "./web-build";

const INPUTS = [
  "src/server",
  "src/shared",
  "package-lock.json",
  "tsconfig.base.json",
  "tsconfig.server.json",
];
const STAMP_FILE = ".build-stamp";
/** The entry `npm start` runs; beside it the migrations the server applies at start. */
export const SERVER_ENTRY = "main.mjs";

/**
 * The flags `npm start` gives Node before the bundle, read from package.json's start script (its one
 * place), with `${NAME:-default}` read from `env`: the bench's fresh instance runs as it does. The
 * heap's limit (SERVER_HEAP_MB, docs/scale.md) is why: V8 lets an instance's heap grow far past what
 * it keeps alive when no limit says otherwise (ADR 0060).
 */
export function serverNodeArgs(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const flags = /&& node (.*) dist\/server\/main\.mjs$/.exec(scripts.start ?? "")?.[1];
  if (flags === undefined) throw new Error("package.json's start script does not run dist/server/main.mjs");
  return flags
    .split(/\s+/)
    .filter(Boolean)
    .map((flag) =>
      flag.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => env[name] || fallback),
    );
}

export function ensureServerBuild(opts: {
  root: string;
  outDir: string;
  log?: (line: string) => void;
}): "fresh" | "built" {
  const log = opts.log ?? console.log;
  const stampFile = path.join(opts.outDir, STAMP_FILE);
  const stamp = stampOf(opts.root, INPUTS);
  const built = existsSync(path.join(opts.outDir, SERVER_ENTRY));
  if (built && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === stamp) return "fresh";
  log(built ? "The server sources changed: building the server again..." : "Building the server once...");
  buildServer({ root: opts.root, outDir: opts.outDir, entry: "src/server/main.ts" });
  writeFileSync(stampFile, `${stamp}\n`);
  return "built";
}

// `entry` bundled into outDir/main.mjs (the bench builds its own instance script the same way).
// The migrations folder goes beside it: db/client.ts finds it next to the code that runs.
export function buildServer(opts: { root: string; outDir: string; entry: string }): void {
  rmSync(opts.outDir, { recursive: true, force: true });
  buildSync({
    absWorkingDir: opts.root,
    entryPoints: [opts.entry],
    outfile: path.join(opts.outDir, SERVER_ENTRY),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(opts.root, "tsconfig.server.json"),
    // Stack traces name our sources (Node reads the map with --enable-source-maps).
    sourcemap: "linked",
    logLevel: "warning",
  });
  cpSync(path.join(opts.root, "src/server/db/migrations"), path.join(opts.outDir, "migrations"), {
    recursive: true,
  });
}
