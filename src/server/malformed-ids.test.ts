// Every id in every route's path is a uuid or a 404 (`uuidParam`, shared/endpoints/params.ts): a value
// that cannot be an id names nothing, so the route answers its own "not found" sentence before its
// handler runs. Nothing is read or written, whoever asks, and never a 5xx.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { allEndpoints, pathParamNames } from "../shared/endpoints/all";
import { ID_PARAM_NAME } from "../shared/endpoints/params";
import { queryRows } from "./db/client";
import { testAppForFile } from "./test/app";
import { createEvent } from "./test/factories";

// With the test clock on, so that its route (registered only then) is covered too.
const t = testAppForFile({ testClock: true });

// Path parameters that are not ids, each read by its own rule.
const NOT_IDS: Record<string, string> = { kind: "user", token: "not-a-token" };
const MALFORMED = ["not-a-uuid", "12345", "00000000-0000-0000-0000-00000000000g", "'; drop table users; --"];

const idRoutes = allEndpoints.flatMap(({ name, endpoint }) =>
  pathParamNames(endpoint)
    .filter((param) => ID_PARAM_NAME.test(param))
    .map((param) => ({ name, endpoint, param })),
);

// Every row of every table, as text: what a request may not change.
async function everyRow(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: string | null }>(
      t.database.db,
      sql`select string_agg(r::text, '|' order by r::text) as rows from ${sql.identifier(name)} r`,
    );
    rows[name] = row?.rows ?? "";
  }
  return rows;
}

describe("a malformed id in a route's path", () => {
  it("is a path parameter of its own kind: every parameter is an id or one of the few that are not", () => {
    const others = allEndpoints.flatMap(({ name, endpoint }) =>
      pathParamNames(endpoint)
        .filter((param) => !ID_PARAM_NAME.test(param))
        .map((param) => `${name}:${param}`),
    );
    expect(others.every((entry) => entry.split(":")[1]! in NOT_IDS)).toBe(true);
    expect(idRoutes.length).toBeGreaterThan(50);
  });

  it("answers 404 with the route's own sentence on every id route, for members and admins, and changes nothing", async () => {
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "approved" });
    const before = await everyRow();
    const failures: string[] = [];
    for (const { name, endpoint, param } of idRoutes) {
      for (const bad of MALFORMED) {
        // The other parameters are real ids (or fine values), so that only this one is wrong.
        const params = Object.fromEntries(
          pathParamNames(endpoint).map((p) => [
            p,
            p === param ? bad : (NOT_IDS[p] ?? (/user|^id\d$/i.test(p) ? host.id : event.id)),
          ]),
        );
        const expected = (endpoint.params as z.ZodType).safeParse(params).error?.issues[0]?.message;
        const url = `/api${endpoint.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(params[p]!))}`;
        for (const who of [member, admin]) {
          const res = await t.app.inject({
            method: endpoint.method,
            url,
            headers: who.headers,
            ...(endpoint.body ? { payload: {} } : {}),
          });
          const body = res.json() as { success?: boolean; message?: string };
          if (res.statusCode !== 404 || body.success !== false || !expected || body.message !== expected) {
            failures.push(
              `${name} :${param}=${bad} (${who.role}) -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await everyRow()).toEqual(before);
  });
});
