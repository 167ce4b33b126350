import path from "node:path";
import type { Plugin, ResolvedConfig, Rollup } from "vite";

// The prerender plugins (the sign-in landing, the boot frame) render a web component in Node at
// build time: tsx loads its TSX source with the web's tsconfig (JSX, the @shared alias).

/** The project's root: where vite.config.ts is. */
const projectRoot = (config: ResolvedConfig): string =>
  config.configFile ? path.dirname(config.configFile) : process.cwd();

/** A web source module, loaded in Node. */
export async function loadWebSource<M>(root: string, file: string): Promise<M> {
  const { tsImport } = await import("tsx/esm/api");
  const options = { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.web.json") };
  return (await tsImport(path.join(root, file), options)) as M;
}

type IndexPage = {
  /** index.html as the bundle holds it now. */
  html: string;
  root: string;
  /** Puts `html` in index.html's place. */
  replace(html: string): void;
  /** Adds a page beside it. */
  emit(fileName: string, html: string): void;
};

type Bundle = {
  /** Every file of the build, as Rollup holds it before writing. */
  files: Rollup.OutputBundle;
  /** The public path the pages name their files under ("/"). */
  base: string;
  /** The project's root (where vite.config.ts is). */
  root: string;
  /** Adds a file beside them. */
  emit(fileName: string, source: string): void;
};

/**
 * A build plugin that works on the finished bundle (its pages and assets), before the compression
 * plugin makes every page's .br and .gz twins. Such plugins run in the order vite.config.ts lists
 * them.
 */
export function onBundle(name: string, work: (bundle: Bundle) => void | Promise<void>): Plugin {
  let base = "/";
  let root = process.cwd();
  return {
    name,
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
      root = projectRoot(config);
    },
    async generateBundle(_options, files) {
      await work({
        files,
        base,
        root,
        emit: (fileName, source) => {
          this.emitFile({ type: "asset", fileName, source });
        },
      });
    },
  };
}

/** A build plugin that works on index.html once Vite has written it into the bundle (onBundle). */
export function onIndexHtml(name: string, work: (page: IndexPage) => Promise<void>): Plugin {
  return onBundle(name, async ({ files, root, emit }) => {
    const index = files["index.html"];
    if (index?.type !== "asset") return;
    await work({
      html: String(index.source),
      root,
      replace: (html) => {
        index.source = html;
      },
      emit,
    });
  });
}
