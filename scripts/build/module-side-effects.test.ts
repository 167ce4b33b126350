import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bareImportsOfOwnModules, moduleSideEffects } from "./module-side-effects";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "meetup-side-effects-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the app's modules are side-effect free for Rollup", () => {
  it("marks the app's own TypeScript, and nothing else", () => {
    expect(moduleSideEffects(path.join(root, "src/web/lib/texts/auth.ts"))).toBe(false);
    expect(moduleSideEffects(path.join(root, "src/web/features/auth/landing.tsx"))).toBe(false);
    expect(moduleSideEffects(path.join(root, "src/shared/texts/index.ts"))).toBe(false);
    expect(moduleSideEffects(path.join(root, "src/web/styles.css"))).toBe(true);
    expect(moduleSideEffects(path.join(root, "node_modules/react-dom/client.js"))).toBe(true);
  });

  it("holds because no module imports one of ours only for its evaluation", () => {
    expect(bareImportsOfOwnModules(root)).toEqual([]);
  });

  it("finds such an import when one is written", () => {
    mkdirSync(path.join(scratch, "src/web/lib"), { recursive: true });
    mkdirSync(path.join(scratch, "src/shared"), { recursive: true });
    writeFileSync(
      path.join(scratch, "src/web/main.tsx"),
      'import "./styles.css";\nimport "./lib/polyfill";\n',
    );
    writeFileSync(path.join(scratch, "src/shared/a.ts"), 'import "@shared/registry";\nexport const a = 1;\n');
    expect(bareImportsOfOwnModules(scratch).sort()).toEqual([
      'src/shared/a.ts: import "@shared/registry";',
      'src/web/main.tsx: import "./lib/polyfill";',
    ]);
  });
});
