import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

// The catalogues (src/web/locales/<language>/<area>.json) hold ICU MessageFormat, which people and
// the guard test read. The browser gets each message compiled to Lingui's compact form instead
// ("Welcome to {appName}" becomes ["Welcome to ", ["appName"]]): Lingui's runtime then needs no
// parser, which would cost the first script several kilobytes (ADR 0053). Node (the prerender, the
// server) compiles as it loads instead (compileMessagesWith in src/web/lib/i18n).

const CATALOGUE = /\/src\/web\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/;

/** A catalogue's text with every message compiled; a message that does not parse fails the build. */
export function compileCatalogue(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== "string") throw new Error(`${file}: "${key}" is not a string`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(compiled);
}

export function compileCatalogues(): Plugin {
  return {
    name: "compile-catalogues",
    // Before Vite's JSON plugin, which then makes the compiled JSON a module as usual.
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      return { code: compileCatalogue(code, file), map: null };
    },
  };
}

/**
 * Rollup's `manualChunks`: each catalogue is a chunk of its own, named for its language and area
 * ("hi-signin"). Otherwise Rollup folds a chunk this small into one it is sure loads with it: the
 * English one into the first script, which every Hindi member would then download.
 */
export function catalogueChunk(id: string): string | undefined {
  const match = CATALOGUE.exec(id.split("?")[0] ?? id);
  return match ? `${match[1]}-${match[2]}` : undefined;
}
