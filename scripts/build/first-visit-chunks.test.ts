import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { declaringModules, firstVisitChunks, importedModules, resolveSource } from "./first-visit-chunks";

// A small app in the shape Rollup describes it: code after transform, resolved imports, and whether
// tree-shaking kept the module.
type Source = { code: string; imports?: string[]; included?: boolean; entry?: boolean; lazy?: string[] };

const P = "/p/node_modules";
const W = "/p/src/web";
const app: Record<string, Source> = {
  // The first script: the router, which loads every screen lazily, and React Query's provider.
  [`${W}/index.html`]: { code: 'import "./main.tsx";', imports: [`${W}/main.tsx`], entry: true },
  [`${W}/main.tsx`]: {
    code: 'import { QueryClientProvider } from "@tanstack/react-query";\nimport { Icon } from "./icon";',
    imports: [`${P}/@tanstack/react-query/index.js`, `${W}/icon.tsx`],
    lazy: [
      `${W}/app/update-prompt.tsx`,
      `${W}/features/auth/auth-pages.ts`,
      `${W}/home.tsx`,
      `${W}/chat.tsx`,
    ],
  },
  [`${W}/icon.tsx`]: { code: "export function Icon() {}" },
  // React Query's entry re-exports its files and all of query-core's.
  [`${P}/@tanstack/react-query/index.js`]: {
    code: [
      'import { QueryClientProvider } from "./provider.js";',
      'import { useQuery } from "./useQuery.js";',
      'export * from "@tanstack/query-core";',
      "export { QueryClientProvider, useQuery };",
    ].join("\n"),
    imports: [
      `${P}/@tanstack/react-query/provider.js`,
      `${P}/@tanstack/react-query/useQuery.js`,
      `${P}/@tanstack/query-core/index.js`,
    ],
    included: false,
  },
  [`${P}/@tanstack/react-query/provider.js`]: { code: "function QueryClientProvider() {}" },
  [`${P}/@tanstack/react-query/useQuery.js`]: {
    code: 'import { QueryObserver } from "@tanstack/query-core";\nfunction useQuery() {}',
    imports: [`${P}/@tanstack/query-core/index.js`],
  },
  [`${P}/@tanstack/query-core/index.js`]: {
    code: 'export { QueryObserver } from "./observer.js";\nexport { MutationObserver } from "./mutation.js";',
    imports: [`${P}/@tanstack/query-core/observer.js`, `${P}/@tanstack/query-core/mutation.js`],
    included: false,
  },
  [`${P}/@tanstack/query-core/observer.js`]: { code: "class QueryObserver {}" },
  [`${P}/@tanstack/query-core/mutation.js`]: { code: "class MutationObserver {}" },
  // lucide's entry: one file per icon.
  [`${P}/lucide/dist/lucide.mjs`]: {
    code: "export { default as CircleAlert, default as AlertCircle } from './icons/circle-alert.mjs';\nexport { default as Send } from './icons/send.mjs';",
    imports: [`${P}/lucide/dist/icons/circle-alert.mjs`, `${P}/lucide/dist/icons/send.mjs`],
    included: false,
  },
  [`${P}/lucide/dist/icons/circle-alert.mjs`]: { code: "const circleAlert = [];" },
  [`${P}/lucide/dist/icons/send.mjs`]: { code: "const send = [];" },
  [`${P}/zod/index.js`]: { code: "export const z = {};" },
  // The update prompt, lazily loaded by every page.
  [`${W}/app/update-prompt.tsx`]: {
    code: 'import { useRegisterSW } from "virtual:pwa-register/react";',
    imports: ["\0virtual:pwa-register/react"],
  },
  "\0virtual:pwa-register/react": { code: "export function useRegisterSW() {}" },
  // The sign-in screen: its own reducer, a popup only onboarding shares, and the endpoint caller and
  // error box every other screen uses too.
  [`${W}/features/auth/auth-pages.ts`]: {
    code: [
      'import { reducer } from "./reducer";',
      'import { popup } from "./popup";',
      'import { callEndpoint } from "../../lib/call-endpoint";',
      'import { ErrorBox } from "../../components/error-box";',
      'import { useQuery } from "@tanstack/react-query";',
      'import { Icon } from "../../icon";',
    ].join("\n"),
    imports: [
      `${W}/features/auth/reducer.ts`,
      `${W}/features/auth/popup.ts`,
      `${W}/lib/call-endpoint.ts`,
      `${W}/components/error-box.tsx`,
      `${P}/@tanstack/react-query/index.js`,
      `${W}/icon.tsx`,
    ],
  },
  [`${W}/features/auth/reducer.ts`]: { code: "export function reducer() {}" },
  [`${W}/features/auth/popup.ts`]: { code: "export function popup() {}" },
  [`${W}/lib/call-endpoint.ts`]: {
    code: 'import { auth } from "@shared/endpoints/auth";',
    imports: ["/p/src/shared/endpoints/auth.ts"],
  },
  // A shared endpoint imports zod for the server's schema; the web build keeps method and path.
  "/p/src/shared/endpoints/auth.ts": { code: 'import { z } from "zod";', imports: [`${P}/zod/index.js`] },
  [`${W}/components/error-box.tsx`]: {
    code: 'import { CircleAlert } from "lucide";',
    imports: [`${P}/lucide/dist/lucide.mjs`],
  },
  [`${W}/home.tsx`]: {
    code: 'import { callEndpoint } from "./lib/call-endpoint";\nimport { ErrorBox } from "./components/error-box";',
    imports: [`${W}/lib/call-endpoint.ts`, `${W}/components/error-box.tsx`],
  },
  [`${W}/chat.tsx`]: {
    code: [
      'import { callEndpoint } from "./lib/call-endpoint";',
      'import { Send } from "lucide";',
      'import { MutationObserver } from "@tanstack/react-query";',
    ].join("\n"),
    imports: [
      `${W}/lib/call-endpoint.ts`,
      `${P}/lucide/dist/lucide.mjs`,
      `${P}/@tanstack/react-query/index.js`,
    ],
  },
  [`${W}/onboarding.tsx`]: {
    code: 'import { popup } from "./features/auth/popup";',
    imports: [`${W}/features/auth/popup.ts`],
  },
};
// Two more screens that use what most screens use: the caller, the error box and useQuery.
for (const screen of ["profile", "admin"]) {
  app[`${W}/${screen}.tsx`] = {
    code: [
      'import { callEndpoint } from "./lib/call-endpoint";',
      'import { ErrorBox } from "./components/error-box";',
      'import { useQuery } from "@tanstack/react-query";',
    ].join("\n"),
    imports: [
      `${W}/lib/call-endpoint.ts`,
      `${W}/components/error-box.tsx`,
      `${P}/@tanstack/react-query/index.js`,
    ],
  };
}
(app[`${W}/main.tsx`] as Source).lazy?.push(`${W}/onboarding.tsx`, `${W}/profile.tsx`, `${W}/admin.tsx`);

const load = (id: string) => {
  const source = app[id];
  return (
    source && { id, code: source.code, imports: source.imports ?? [], included: source.included ?? true }
  );
};

const meta = {
  getModuleIds: () => Object.keys(app)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const source = app[id];
    return source
      ? {
          id,
          code: source.code,
          importedIds: source.imports ?? [],
          dynamicallyImportedIds: source.lazy ?? [],
          isEntry: source.entry ?? false,
          isIncluded: source.included ?? true,
        }
      : null;
  },
} as unknown as Rollup.ManualChunkMeta;

const short = (ids: Iterable<string>) =>
  [...ids].map((id) => id.replace(/^.*\/(src|node_modules)\//, "")).sort();

describe("the modules a screen imports, name by name", () => {
  it("resolves what a module writes to what Rollup resolved", () => {
    const imports = [
      `${W}/lib/call-endpoint.ts`,
      "/p/src/shared/endpoints/auth.ts",
      `${P}/lucide/dist/lucide.mjs`,
    ];
    expect(resolveSource(`${W}/home.tsx`, "./lib/call-endpoint", imports)).toBe(imports[0]);
    expect(resolveSource(`${W}/lib/x.ts`, "@shared/endpoints/auth", imports)).toBe(imports[1]);
    expect(resolveSource(`${W}/x.ts`, "lucide", imports)).toBe(imports[2]);
    expect(resolveSource(`${W}/x.ts`, "react", imports)).toBeUndefined();
  });

  it("follows a package's entry to the file that declares each name, through export *", () => {
    const lucide = load(`${P}/lucide/dist/lucide.mjs`);
    const query = load(`${P}/@tanstack/react-query/index.js`);
    expect(short(declaringModules(lucide!, ["AlertCircle"], load))).toEqual([
      "lucide/dist/icons/circle-alert.mjs",
    ]);
    expect(short(declaringModules(query!, ["useQuery", "MutationObserver"], load))).toEqual([
      "@tanstack/query-core/mutation.js",
      "@tanstack/react-query/useQuery.js",
    ]);
    // A name nobody re-exports is the module's own.
    expect(short(declaringModules(load(`${W}/icon.tsx`)!, ["Icon"], load))).toEqual(["web/icon.tsx"]);
  });

  it("takes the icons and hooks a screen names, not every file their package re-exports, and no zod", () => {
    expect(short(importedModules(`${W}/features/auth/auth-pages.ts`, load))).toEqual([
      "@tanstack/query-core/observer.js",
      "@tanstack/react-query/useQuery.js",
      "lucide/dist/icons/circle-alert.mjs",
      "shared/endpoints/auth.ts",
      "web/components/error-box.tsx",
      "web/features/auth/auth-pages.ts",
      "web/features/auth/popup.ts",
      "web/features/auth/reducer.ts",
      "web/icon.tsx",
      "web/lib/call-endpoint.ts",
    ]);
  });
});

describe("the first visit's chunks", () => {
  it("put what the sign-in screen shares widely beside the update prompt, and the rest with the screen", () => {
    const chunks = firstVisitChunks(meta, () => false);
    const of = (name: string) => short([...chunks].filter(([, chunk]) => chunk === name).map(([id]) => id));
    expect(of("first-visit")).toEqual(
      [
        "@tanstack/query-core/observer.js",
        "@tanstack/react-query/useQuery.js",
        "lucide/dist/icons/circle-alert.mjs",
        "shared/endpoints/auth.ts",
        "web/app/update-prompt.tsx",
        "web/components/error-box.tsx",
        "web/lib/call-endpoint.ts",
        "\0virtual:pwa-register/react",
      ].sort(),
    );
    // The screen's own modules and what it shares with onboarding alone; never the first script's
    // (the icon component), which stays where Rollup puts it.
    expect(of("auth-pages")).toEqual([
      "web/features/auth/auth-pages.ts",
      "web/features/auth/popup.ts",
      "web/features/auth/reducer.ts",
    ]);
  });

  it("leave a module another rule placed (a language catalogue) where it is", () => {
    const chunks = firstVisitChunks(meta, (id) => id.endsWith("call-endpoint.ts"));
    expect(chunks.has(`${W}/lib/call-endpoint.ts`)).toBe(false);
  });
});
