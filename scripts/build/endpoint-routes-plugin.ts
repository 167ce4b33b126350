import MagicString from "magic-string";
import type { Plugin } from "vite";

// The web calls an endpoint by its method and path only (src/web/lib/call-endpoint.ts); the zod
// schemas beside them are for the server (validation, OpenAPI) and for the typecheck of both sides.
// Shipped to a phone they cost ~95 KB of zod plus the construction of every contract at start-up,
// before the first screen can paint. So the production web build keeps, of each `endpoint({...})`
// in src/shared/endpoints, only `method` and `path`, and tells Rollup that src/shared modules have no
// side effects (they only define values): a schema nothing references drops out of the bundle, and
// zod loads only with the one screen that validates with it (the listing form).
// Types are untouched (this runs on the compiled JavaScript), so a renamed field still breaks the
// web's typecheck. ADR 0015 records the choice.

const ENDPOINTS = /\/src\/shared\/endpoints\/[^/]+\.ts$/;
const SHARED = /\/src\/shared\/.+\.ts$/;
const KEPT = new Set(["method", "path"]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Visits every node under `node`; a visitor returning false skips that node's children. */
function walk(node: unknown, visit: (node: Node) => boolean | undefined): void {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === "string" && visit(candidate) === false) return;
  for (const [key, value] of Object.entries(candidate)) {
    if (key !== "type" && key !== "start" && key !== "end") walk(value, visit);
  }
}

function propertyName(property: Node): string | undefined {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.type !== "Property" || property.computed) return undefined;
  return key.type === "Identifier" ? key.name : typeof key.value === "string" ? key.value : undefined;
}

/**
 * Marks the calls that build each top-level `const` as pure. Shared modules only define values, but
 * Rollup cannot prove that building a zod schema changes nothing else (`.describe()` does write to
 * zod's registry, which only the server's OpenAPI document reads), so without the mark every schema
 * a shared module defines would ship whether or not the web reads it. Function bodies are left alone.
 */
function markDefinitionsPure(program: Node, out: MagicString): void {
  const mark = (node: Node) => {
    if (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression") return false;
    if (node.type !== "CallExpression" && node.type !== "NewExpression") return true;
    out.appendLeft(node.start, "/* @__PURE__ */ ");
    // An endpoint's definition was rewritten whole by keepRoutesOnly: nothing inside to mark.
    return !isEndpointCall(node);
  };
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) walk(declarator.init, mark);
  }
}

function isEndpointCall(node: Node): boolean {
  const callee = node.callee as Node & { name?: string };
  return node.type === "CallExpression" && callee.type === "Identifier" && callee.name === "endpoint";
}

/** `endpoint({ method, path, summary, body, response, ... })` -> `endpoint({ method, path })`. */
function keepRoutesOnly(program: Node, code: string, out: MagicString): void {
  walk(program, (node) => {
    if (!isEndpointCall(node)) return true;
    const [definition] = node.arguments as Node[];
    if (definition?.type !== "ObjectExpression") return true;
    const properties = definition.properties as Node[];
    const kept = properties.filter((property) => KEPT.has(propertyName(property) ?? ""));
    if (kept.length !== KEPT.size) {
      throw new Error(
        `An endpoint must spell its method and path literally: ${code.slice(node.start, node.end)}`,
      );
    }
    out.overwrite(
      definition.start,
      definition.end,
      `{ ${kept.map((p) => code.slice(p.start, p.end)).join(", ")} }`,
    );
    return false;
  });
}

/** What the web build makes of a compiled shared module. */
export function sharedForWeb(id: string, code: string, parse: (code: string) => unknown): MagicString {
  const program = parse(code) as Node;
  const out = new MagicString(code);
  if (ENDPOINTS.test(id)) keepRoutesOnly(program, code, out);
  markDefinitionsPure(program, out);
  return out;
}

export function endpointRoutesOnly(): Plugin {
  return {
    name: "endpoint-routes-only",
    apply: "build",
    // After TypeScript is compiled away, so the code parses as JavaScript.
    enforce: "post",
    transform(code, id) {
      if (!SHARED.test(id)) return null;
      const out = sharedForWeb(id, code, (source) => this.parse(source));
      return { code: out.toString(), map: out.generateMap({ hires: true }), moduleSideEffects: false };
    },
  };
}
