import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Rollup assumes any module may do something when it is first evaluated, so a module stays in the
// chunk of every screen that imports its file, even for one name it does not use: a screen that
// named one text set from a catalogue file took the file's other sets (and the files those import)
// into its first script. Our own modules only declare things: none runs anything on import that
// another module counts on without using one of its exports. Telling Rollup so lets each screen
// take only the modules whose exports it uses (issue 27, first-visit JS).
const OWN_MODULE = /\/src\/(web|shared)\/.*\.tsx?$/;

/** Rollup's `treeshake.moduleSideEffects`: false for the app's own TypeScript modules. */
export function moduleSideEffects(id: string): boolean {
  return !OWN_MODULE.test(id);
}

/**
 * Imports made only for what a module does on evaluation (`import "./x"`) of the app's own
 * TypeScript: with `moduleSideEffects`, Rollup would drop them, so none may exist. Styles are fine.
 */
export function bareImportsOfOwnModules(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, "utf8").matchAll(/^import\s+["']([^"']+)["'];?$/gm)) {
          const target = match[1] ?? "";
          if (!target.endsWith(".css") && (target.startsWith(".") || target.startsWith("@shared")))
            found.push(`${path.relative(root, file)}: ${match[0]}`);
        }
      }
    }
  };
  for (const dir of ["src/web", "src/shared"]) visit(path.join(root, dir));
  return found;
}
