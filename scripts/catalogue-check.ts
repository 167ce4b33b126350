// The guard of the language catalogues (the web's src/web/locales/<language>/<area>.json, ADR 0053,
// and the server's src/server/locales/<language>/<area>.json for emails and pushes, ADR 0055): every
// language has every area and every key the others have, every message is ICU MessageFormat that
// Lingui compiles, and a message's placeholders (names, and plural/select/number kinds) are the same
// in every language. `npx tsx scripts/catalogue-check.ts` lists what is wrong;
// scripts/catalogue-check.test.ts keeps the catalogues free of it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** language -> area -> key -> message, as the files hold them. */
export type Catalogues = Record<string, Record<string, Record<string, unknown>>>;

export const LOCALES_DIR = path.resolve(import.meta.dirname, "../src/web/locales");
export const SERVER_LOCALES_DIR = path.resolve(import.meta.dirname, "../src/server/locales");

export function readCatalogues(dir = LOCALES_DIR): Catalogues {
  const catalogues: Catalogues = {};
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const areas: Catalogues[string] = {};
    for (const file of readdirSync(path.join(dir, language.name))) {
      if (!file.endsWith(".json")) continue;
      areas[file.replace(/\.json$/, "")] = JSON.parse(
        readFileSync(path.join(dir, language.name, file), "utf8"),
      );
    }
    catalogues[language.name] = areas;
  }
  return catalogues;
}

type Compiled = string | Compiled[] | { [key: string]: Compiled };

// Lingui's compiled form: text, or [name] / [name, kind, options] for a placeholder, where options
// (a plural's or a select's cases) hold compiled messages again. "#" is the plural's own number.
function placeholdersOf(message: Compiled, found: Set<string>): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, kind, options] = part as [string, string | undefined, Record<string, Compiled> | undefined];
    found.add(kind ? `${name}, ${kind}` : name);
    for (const option of Object.values(options ?? {})) placeholdersOf(option, found);
  }
  return found;
}

/** A message's placeholders, sorted ("appName", "count, plural"); throws when it is not ICU. */
export function placeholders(message: string): string[] {
  return [...placeholdersOf(compileMessageOrThrow(message) as Compiled, new Set())].sort();
}

export function catalogueProblems(catalogues: Catalogues): string[] {
  const problems: string[] = [];
  const languages = Object.keys(catalogues).sort();
  const areas = [...new Set(languages.flatMap((language) => Object.keys(catalogues[language] ?? {})))].sort();
  for (const area of areas) {
    const keys = [
      ...new Set(languages.flatMap((language) => Object.keys(catalogues[language]?.[area] ?? {}))),
    ].sort();
    for (const key of keys) {
      const shapes = new Map<string, string>();
      for (const language of languages) {
        const catalogue = catalogues[language]?.[area];
        if (!catalogue) {
          if (key === keys[0]) problems.push(`${language}/${area}.json is missing`);
          continue;
        }
        const message = catalogue[key];
        if (message === undefined) {
          problems.push(`${language}/${area}.json has no "${key}"`);
          continue;
        }
        if (typeof message !== "string" || message.trim() === "") {
          problems.push(`${language}/${area}.json: "${key}" is not a message`);
          continue;
        }
        try {
          shapes.set(language, placeholders(message).join("; "));
        } catch (error) {
          problems.push(`${language}/${area}.json: "${key}" does not parse: ${(error as Error).message}`);
        }
      }
      if (new Set(shapes.values()).size > 1) {
        const each = [...shapes].map(([language, shape]) => `${language} {${shape}}`).join(", ");
        problems.push(`${area}: "${key}" has different placeholders: ${each}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [
    ...catalogueProblems(readCatalogues()).map((problem) => `web: ${problem}`),
    ...catalogueProblems(readCatalogues(SERVER_LOCALES_DIR)).map((problem) => `server: ${problem}`),
  ];
  for (const problem of problems) console.log(problem);
  console.log(`${problems.length} problems in the catalogues`);
}
