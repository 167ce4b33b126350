import { readdirSync } from "node:fs";
import path from "node:path";

/** Every `*.test.ts` under `dir`, as a path from the repository with forward slashes. */
export function testFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesIn(file);
    return entry.name.endsWith(".test.ts") ? [file.split(path.sep).join("/")] : [];
  });
}
