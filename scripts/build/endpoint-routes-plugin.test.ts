import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { sharedForWeb } from "./endpoint-routes-plugin";

// What the web build does to a shared module, on the compiled JavaScript as Vite hands it over.
function forWeb(file: string, source = readFileSync(path.resolve(file), "utf8")): string {
  const js = transformSync(source, { loader: "ts", format: "esm" }).code;
  return sharedForWeb(path.resolve(file), js, (code) => parseAst(code)).toString();
}

describe("the web build's shared modules", () => {
  it("keeps only the method and path of every endpoint, so no schema is referenced", () => {
    const out = forWeb("src/shared/endpoints/onboarding.ts");
    expect(out).toContain('endpoint({ method: "POST", path: "/users/register" })');
    expect(out).not.toMatch(/summary|response:|form:|errors:/);
  });

  it("marks what builds each top-level definition pure, so an unread schema can be dropped", () => {
    const out = forWeb("src/shared/endpoints/onboarding.ts");
    expect(out).toMatch(/const registrationForm = \/\* @__PURE__ \*\/ z\.object\(/);
    expect(out).toMatch(/\/\* @__PURE__ \*\/ z\.string\(\)\.describe\(/);
  });

  it("leaves function bodies and modules outside the endpoints as they were", () => {
    const source = "export const a = make();\nexport function f() { return g(); }\n";
    const out = forWeb("src/shared/example.ts", source);
    expect(out).toContain("const a = /* @__PURE__ */ make();");
    expect(out).toContain("return g();");
  });

  it("keeps a shorthand path and refuses a computed key, rather than ship a call without its path", () => {
    const source =
      'import { endpoint } from "./endpoint";\nconst path = "/x";\nexport const e = endpoint({ method: "GET", path });\n';
    expect(() => forWeb("src/shared/endpoints/example.ts", source)).not.toThrow();
    const computed =
      'import { endpoint } from "./endpoint";\nexport const e = endpoint({ method: "GET", ["pa" + "th"]: "/x" });\n';
    expect(() => forWeb("src/shared/endpoints/example.ts", computed)).toThrow(/method and path literally/);
  });
});
