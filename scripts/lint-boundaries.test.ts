import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Proves the import zones of biome.json (web and server) and its import-cycle rule bite: scratch files that break each rule are linted
// with the project's own configuration in a temporary copy, and Biome must report exactly those.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");

/** Scratch file path -> the import it makes, and whether the zones must refuse it. */
const CASES: Record<string, { from: string; refused: boolean }> = {
  "src/web/features/chat/pages/other-feature.ts": { from: "../../listings/api", refused: true },
  "src/web/features/chat/other-feature-by-name.ts": { from: "../../features/listings/api", refused: true },
  "src/web/features/chat/components/thread/deep.ts": { from: "../../../profile/api", refused: true },
  "src/web/features/admin/pages/leaves-admin.ts": { from: "../../people/api", refused: true },
  "src/web/features/admin/pages/inside-admin.ts": { from: "../people/api", refused: false },
  "src/web/features/events/app-layer.ts": { from: "../../app/router", refused: true },
  "src/web/features/events/own-and-shared.ts": { from: "../../lib/api", refused: false },
  "src/web/features/events/pages/own.ts": { from: "../api", refused: false },
  "src/web/components/uses-feature.ts": { from: "../features/chat/api", refused: true },
  "src/web/components/uses-app.ts": { from: "../app/router", refused: true },
  "src/web/lib/queries/uses-feature.ts": { from: "../../features/profile/api", refused: true },
  "src/web/lib/uses-lib.ts": { from: "./api", refused: false },
  // lib/ sits below components/ (issue 26 item 3).
  "src/web/lib/uses-component.ts": { from: "../components/button", refused: true },
  "src/web/components/uses-lib.ts": { from: "../lib/format", refused: false },
  // The server's db/ and platform/ serve every feature and import none, nor app.ts.
  "src/server/db/uses-feature.ts": { from: "../features/events/service", refused: true },
  "src/server/platform/uses-feature.ts": { from: "../features/inbox/presenter", refused: true },
  "src/server/platform/uses-app.ts": { from: "../app", refused: true },
  "src/server/platform/uses-db.ts": { from: "../db/client", refused: false },
  "src/server/features/events/uses-platform.ts": { from: "../../platform/errors", refused: false },
};

// Two files that import each other: Biome's import-cycle rule must refuse both.
const CYCLE = {
  "src/server/features/events/cycle-a.ts": "./cycle-b",
  "src/server/features/events/cycle-b.ts": "./cycle-a",
};

// A circle closed by a type import (a presenter importing a service's row type while the service
// imports the presenter): refused too (issue 42 item 7, `ignoreTypes: false`).
const TYPE_CYCLE = {
  "src/server/features/events/type-cycle-a.ts":
    'import type { B } from "./type-cycle-b";\n\nexport type A = { b: B };\nexport const a = 1;\n',
  "src/server/features/events/type-cycle-b.ts":
    'import { a } from "./type-cycle-a";\n\nexport type B = { n: number };\nexport const b = () => a;\n',
};

let dir = "";
let refusedFiles = new Set<string>();
let cycleFiles = new Set<string>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lint-boundaries-"));
  await copyFile(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  for (const [file, { from }] of Object.entries(CASES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `import { a } from "${from}";\n\nexport const b = a;\n`);
  }
  for (const [file, from] of Object.entries(CYCLE)) {
    await writeFile(path.join(dir, file), `import { a } from "${from}";\n\nexport const b = () => a;\n`);
  }
  for (const [file, text] of Object.entries(TYPE_CYCLE)) await writeFile(path.join(dir, file), text);
  const files = [...Object.keys(CASES), ...Object.keys(CYCLE), ...Object.keys(TYPE_CYCLE)];
  const output = await run(biome, ["lint", "--max-diagnostics=100", ...files], { cwd: dir })
    .then((r) => r.stdout + r.stderr)
    .catch((err: { stdout: string; stderr: string }) => err.stdout + err.stderr);
  refusedFiles = new Set(
    [...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1] ?? ""),
  );
  cycleFiles = new Set(
    [...output.matchAll(/^(\S+):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map((m) => m[1] ?? ""),
  );
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("import zones (biome.json)", () => {
  it.each(Object.entries(CASES))("%s importing %o", (file, { refused }) => {
    expect(refusedFiles.has(file)).toBe(refused);
  });

  it("refuse an import cycle, one closed by a type import too", () => {
    expect([...cycleFiles].sort()).toEqual([...Object.keys(CYCLE), ...Object.keys(TYPE_CYCLE)].sort());
  });
});
