import { afterAll, beforeAll, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the one shared test that checks the definitions against the server registering them
import { buildTestApp, type TestApp } from "../../server/test/app";
import { allEndpoints as definitions } from "./all";
import type { EndpointDefinition } from "./endpoint";

// Every shared endpoint is registered on the server exactly once, and the server has no /api route
// that is not a shared endpoint (so the web can reach every route through one definition).

type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

// Routes of /api that are not JSON endpoints: the realtime socket and the API's own documentation.
const NOT_ENDPOINTS = [/^\/api\/ws$/, /^\/api\/docs(\/|$)/];

const keyOf = (endpoint: EndpointDefinition) => `${endpoint.method} /api${endpoint.path}`;

let t: TestApp;
let spec: OpenApi;
let documented: string[];

beforeAll(async () => {
  // With the test clock on, so its route (registered only then) is counted too.
  t = await buildTestApp({ testClock: true });
  spec = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as OpenApi;
  documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
  );
});
afterAll(() => t.close());

describe("shared endpoints", () => {
  it("are defined once each: no two definitions share a method and path", () => {
    const keys = definitions.map((d) => keyOf(d.endpoint));
    expect(definitions.length).toBeGreaterThan(50);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("are each registered on the server exactly once", () => {
    for (const { name, endpoint } of definitions) {
      const count = documented.filter((key) => key === keyOf(endpoint)).length;
      expect({ name, count }).toEqual({ name, count: 1 });
    }
  });

  it("cover every /api route the server registers", () => {
    const defined = new Set(definitions.map((d) => keyOf(d.endpoint)));
    const strays = documented
      .filter(
        (key) =>
          key.split(" ")[1]?.startsWith("/api/") && !NOT_ENDPOINTS.some((re) => re.test(key.split(" ")[1]!)),
      )
      .filter((key) => !defined.has(key));
    expect(strays).toEqual([]);
  });

  it("document the two multipart bodies with their fields, files as binary", () => {
    const form = (path: string) =>
      spec.paths[path]?.post?.requestBody?.content?.["multipart/form-data"]?.schema?.properties as
        | Record<string, { type?: string; format?: string; items?: { format?: string } }>
        | undefined;
    const register = form("/api/users/register");
    expect(register?.firebaseToken?.type).toBe("string");
    expect(register?.avatar?.format).toBe("binary");
    expect(register?.profileImages?.items?.format).toBe("binary");
    const create = form("/api/events");
    expect(create?.name?.type).toBe("string");
    expect(create?.image?.format).toBe("binary");
    expect(spec.paths["/api/events"]?.post?.requestBody?.content?.["application/json"]).toBeDefined();
  });
});
