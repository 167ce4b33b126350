import path from "node:path";
import type { Rollup } from "vite";

// /signin is a newcomer's first visit on a phone, with a budget of its own (110 KB brotli, issue
// 24). Rollup folds chunks under a few KB into one that loads with them (ADR 0040), and where a small
// one lands follows the whole module graph: a change to the chat's contract once moved other
// screens' code into chunks /signin loads (106.6 -> 113.4 KB). So what the sign-in screen needs
// beyond the first script is in two chunks of our choosing, which the fold leaves alone (Rollup folds
// only the chunks it made), and /signin downloads what it uses whatever changes elsewhere (ADR 0059):
// - "first-visit": the update prompt, which every first visit loads, and what the sign-in screen
//   shares with two other screens or more (the endpoint caller, React Query's observer, the error
//   box, which every member screen needs anyway; the flash notice, the language picker).
// - "auth-pages": the sign-in screen, and what it shares with one screen only (onboarding's popup),
//   which that one loads with it rather than every member screen.
// Each holds a lazily imported module (the prompt, the screen), so Rollup knows it loads after the
// first script and leaves the first script's modules where they are. (A chunk of ours without one
// counts as a page of its own: Rollup would split React out of the first script into a chunk both
// load.) vite.config.ts sets `onlyExplicitManualChunks`, so these chunks hold what is named here and
// not every module those import.

const SIGN_IN_SCREEN = /\/src\/web\/features\/auth\/auth-pages\.ts$/;
const UPDATE_PROMPT = /\/src\/web\/app\/update-prompt\.tsx$/;
const SHARED_SOURCE = /\/src\/shared\//;
export const FIRST_VISIT_CHUNK = "first-visit";
export const SIGN_IN_CHUNK = "auth-pages";
// Shared with at least this many other screens and parts: in the first-visit chunk. The flash notice
// and the language picker (five and two screens) cost every member screen less there than they cost
// the screens that use them in auth-pages, whose whole sign-in screen came along (5 KB for /people).
const SHARED_BY = 2;

type Meta = Rollup.ManualChunkMeta;

type Module = { id: string; code: string; imports: string[]; included: boolean };

const splitNames = (list: string) =>
  list
    .split(",")
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/),
    )
    .filter((pair): pair is [string, ...string[]] => Boolean(pair[0]));

/** Each `import { a, b as c } from "x"` of a module: the source, and each name with its alias. */
export function namedImports(code: string): { source: string; names: [string, string][] }[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].map((m) => ({
    source: m[2] ?? "",
    names: splitNames(m[1] ?? "").map(([name, alias = name]) => [name, alias] as [string, string]),
  }));
}

/** Which of a module's resolved imports a source written in it names ("./x", "@shared/x", "pkg"). */
export function resolveSource(importer: string, source: string, imports: string[]): string | undefined {
  const plain = (id: string) => id.replace(/^\0/, "").split("?")[0] ?? id;
  if (!source.startsWith(".") && !source.startsWith("@shared/")) {
    return imports.find((id) => plain(id).includes(`/node_modules/${source}/`));
  }
  const base = source.startsWith(".")
    ? path.resolve(path.dirname(plain(importer)), source)
    : `/src/shared/${source.slice("@shared/".length)}`;
  const candidates = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"].map(
    (ending) => `${base}${ending}`,
  );
  return imports.find((id) => candidates.some((candidate) => plain(id).endsWith(candidate)));
}

/**
 * Where a module gets each of `names` from: `export { a as b } from "./f"`, `import { a } from
 * "./f"` with `export { a }`, and `export * from "pkg"` are followed to the file that declares the
 * name; a name the module declares itself answers the module.
 */
export function declaringModules(module: Module, names: string[], load: (id: string) => Module | undefined) {
  const found = new Set<string>();
  const visit = (current: Module, name: string, depth: number) => {
    const reexported = new Map<string, { source: string; name: string }>();
    const imported = new Map<string, { source: string; name: string }>();
    for (const { source, names: taken } of namedImports(current.code)) {
      for (const [original, alias] of taken) imported.set(alias, { source, name: original });
    }
    for (const [, list = "", from] of current.code.matchAll(
      /export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g,
    )) {
      for (const [original, alias = original] of splitNames(list)) {
        const origin = from ? { source: from, name: original } : imported.get(original);
        if (origin) reexported.set(alias, origin);
      }
    }
    const origin = reexported.get(name);
    const declared = new RegExp(`(?:function\\*?|class|const|let|var)\\s+${name.replace(/\$/g, "\\$")}\\b`);
    const stars = [...current.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map((m) => m[1] ?? "");
    const next = (source: string, wanted: string) => {
      const id = resolveSource(current.id, source, current.imports);
      const target = id ? load(id) : undefined;
      if (target && depth < 8) visit(target, wanted, depth + 1);
      else found.add(current.id);
    };
    if (origin) next(origin.source, origin.name);
    else if (stars.length > 0 && !declared.test(current.code)) for (const star of stars) next(star, name);
    else found.add(current.id);
  };
  for (const name of names) visit(module, name, 0);
  return [...found];
}

/**
 * The modules `start` imports, and theirs, that are in the bundle, name by name: a module importing
 * one icon from lucide or one hook from React Query takes the file that declares it, not every file
 * the package's entry re-exports (which would count every icon any screen draws as this screen's).
 * Not what src/shared imports from packages: shared modules hand the web an endpoint's method and
 * path, and the zod they import for the server's schemas is in no first visit
 * (scripts/build/endpoint-routes-plugin.ts).
 */
export function importedModules(start: string, load: (id: string) => Module | undefined): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    const module = load(id);
    if (seen.has(id) || !module) continue;
    seen.add(id);
    const byName = new Map<string, string[]>();
    for (const { source, names } of namedImports(module.code)) {
      const target = resolveSource(id, source, module.imports);
      if (target) byName.set(target, [...(byName.get(target) ?? []), ...names.map(([name]) => name)]);
    }
    for (const next of module.imports) {
      if (SHARED_SOURCE.test(id) && next.includes("/node_modules/")) continue;
      const target = load(next);
      const names = byName.get(next);
      const files = target && names ? declaringModules(target, names, load) : [next];
      for (const file of files) if (load(file)?.included) stack.push(file);
    }
  }
  return seen;
}

/**
 * The chunk each module of the first visit goes to: the update prompt and what it imports, and what
 * the sign-in screen imports that the first script lacks (see above). `taken` says which modules
 * another rule has placed already (the language catalogues).
 */
export function firstVisitChunks(meta: Meta, taken: (id: string) => boolean): Map<string, string> {
  const ids = [...meta.getModuleIds()];
  const modules = new Map<string, Module | undefined>();
  const load = (id: string): Module | undefined => {
    if (!modules.has(id)) {
      const info = meta.getModuleInfo(id);
      modules.set(
        id,
        info
          ? { id, code: info.code ?? "", imports: [...info.importedIds], included: info.isIncluded === true }
          : undefined,
      );
    }
    return modules.get(id);
  };
  const chunks = new Map<string, string>();
  const screen = ids.find((id) => SIGN_IN_SCREEN.test(id));
  const prompt = ids.find((id) => UPDATE_PROMPT.test(id));
  if (!screen || !prompt) return chunks;
  const entries = ids.filter((id) => meta.getModuleInfo(id)?.isEntry);
  const first = new Set(entries.flatMap((id) => [...importedModules(id, load)]));
  const lazies = new Set(ids.flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  lazies.delete(screen);
  const users = new Map<string, number>();
  for (const lazy of lazies)
    for (const id of importedModules(lazy, load)) users.set(id, (users.get(id) ?? 0) + 1);
  for (const id of importedModules(prompt, load))
    if (!first.has(id) && !taken(id)) chunks.set(id, FIRST_VISIT_CHUNK);
  for (const id of importedModules(screen, load)) {
    if (first.has(id) || taken(id) || chunks.has(id)) continue;
    const shared = (users.get(id) ?? 0) >= Math.min(SHARED_BY, lazies.size);
    chunks.set(id, shared ? FIRST_VISIT_CHUNK : SIGN_IN_CHUNK);
  }
  return chunks;
}

/** A `manualChunks` that keeps `own`'s choices and adds the first visit's two chunks. */
export function withFirstVisitChunk(own: (id: string) => string | undefined) {
  let chunks: Map<string, string> | undefined;
  return (id: string, meta: Meta): string | undefined => {
    const named = own(id);
    if (named) return named;
    chunks ??= firstVisitChunks(meta, (other) => own(other) !== undefined);
    return chunks.get(id);
  };
}
