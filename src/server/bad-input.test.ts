// Generated bad input against every route of the OpenAPI document: whatever is sent, the answer is a
// 2xx, 3xx or 4xx with the envelope, never a 5xx. Signed in as an admin (so admin routes run past their
// guard) and with real ids in the pool (so handlers run past their lookups).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "../shared/options";
import { buildTestApp, type TestApp } from "./test/app";
import { createEvent } from "./test/factories";

type Operation = {
  method: string;
  path: string;
  params: { in: "path" | "query"; name: string }[];
  jsonBody: boolean;
};

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["login"]>>;
let operations: Operation[] = [];
const realIds: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login({ role: "admin" });
  const member = await t.login();
  const host = await t.login();
  const event = await createEvent(t.database.db, { createdBy: host.id, status: "approved" });
  const own = await createEvent(t.database.db, { createdBy: admin.id, status: "pending" });
  realIds.push(member.id, host.id, event.id, own.id);
  const spec = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { parameters?: Operation["params"]; requestBody?: unknown }>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      jsonBody: Boolean(op.requestBody) || (method === "post" && path === "/api/events"),
    })),
  );
  // Logging out would end the session the rest of the run uses; it takes no input anyway.
  operations = operations.filter((op) => op.path !== "/api/users/logout");
});
afterAll(() => t.close());

const cursorOf = (text: string) => Buffer.from(text).toString("base64url");

// Values that have broken servers like ours: impossible dates, year 0, NUL bytes, lone surrogates,
// numbers past every column's range, ids that are not ids, huge strings.
const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\uD800",
  "2025-13-45",
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "2030-02-31",
  "-0001-01-01",
  "99999999999",
  "-99999999999",
  "1e309",
  "NaN",
  "-1",
  "0",
  "null",
  "[]",
  "{}",
  "true",
  "12345",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "../../etc/passwd",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "x".repeat(5000),
  cursorOf("0000-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000"),
  cursorOf("garbage"),
  cursorOf("2030-01-01T00:00:00.000Z|not-a-uuid"),
];
const NASTY_JSON: unknown[] = [
  99999999999,
  -99999999999,
  1e308,
  -1,
  0.5,
  2 ** 53 + 2,
  null,
  true,
  [],
  {},
  ["\u0000"],
  { $gt: "" },
];
const nasty = fc.constantFrom(...NASTY);
const text = fc.oneof(
  { arbitrary: nasty, weight: 6 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
);
const pathValue = fc.oneof(
  text,
  fc.constantFrom(...Array.from({ length: 4 }, (_, i) => i)).map((i) => realIds[i]!),
);
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_JSON), weight: 2 },
);

// A body each JSON route accepts, so that one broken field at a time reaches the handler instead of
// being masked by another field's 400.
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/events": {
    name: "Sunrise trek",
    description: "A slow walk up to the fort for the sunrise, then breakfast together in the village.",
    category: EVENT_CATEGORIES[1],
    state: "Karnataka",
    city: "Bengaluru",
    fromDate: inAMonth,
    toDate: inAMonth,
    time: "06:00",
    totalSlots: 6,
    paymentType: "fee",
    cost: 300,
  },
  "PATCH /api/events/{id}/rsvp": { rsvpStatus: "yes" },
  "POST /api/users/flag/{userId}": { reason: "Rude" },
  "POST /api/group/messages/send/{eventId}": { content: "Hello" },
  "POST /api/message/send/{userId}": { content: "Hello" },
  "POST /api/review/{id}/post": { eventOccured: true, rating: 4, review: "Lovely" },
  "POST /api/events/rate/{id}": { stars: 4, reviewText: "Lovely" },
  "POST /api/admin/matchmaking/assign-score/{id1}/{id2}": { score: 80, reason: "Both love treks" },
  "PATCH /api/admin/events/{id}/reject": { rejectionReason: "Too vague" },
  "POST /dev-idp/token": { email: "fuzz@example.test" },
};

// Fields some route reads, sent where they may not belong.
const BODY_FIELDS = ["firebaseToken", "nonce", "content", "reason", "score", "status", "createdBy", "role"];

// A lone surrogate cannot be percent-encoded as UTF-8; it is sent as the bytes it would have been,
// which is invalid UTF-8 and a fine bad input in itself.
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

type Built = { method: string; url: string; payload: Record<string, unknown> | undefined; label?: string };

// Valid ids everywhere and a valid body, then exactly one thing broken: a path segment, one query
// parameter, one body field, or one field the contract does not know.
function requestFor(op: Operation): fc.Arbitrary<Built> {
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const valid = VALID_BODIES[`${op.method} ${op.path}`] ?? (op.jsonBody ? {} : undefined);
  const build = (path: unknown[], query: Record<string, string>, payload: Built["payload"]): Built => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeSegment(String(path[i])));
    });
    const qs = new URLSearchParams(query).toString();
    return { method: op.method, url: qs ? `${url}?${qs}` : url, payload };
  };
  const goodPath = fc.tuple(...pathParams.map(() => fc.constantFrom(...realIds)));
  const choices: fc.Arbitrary<Built>[] = [goodPath.map((path) => build(path, {}, valid))];
  pathParams.forEach((_, i) => {
    choices.push(
      fc.tuple(goodPath, pathValue).map(([path, bad]) => {
        const copy = [...path];
        copy[i] = bad;
        return build(copy, {}, valid);
      }),
    );
  });
  for (const q of queryParams) {
    choices.push(fc.tuple(goodPath, text).map(([path, bad]) => build(path, { [q.name]: bad }, valid)));
  }
  if (valid) {
    const fields = [...new Set([...Object.keys(valid), ...BODY_FIELDS])];
    choices.push(
      fc
        .tuple(goodPath, fc.constantFrom(...fields), jsonValue)
        .map(([path, field, bad]) => build(path, {}, { ...valid, [field]: bad })),
    );
  }
  return fc.oneof(...choices);
}

// Every nasty value in every slot of every route, one slot at a time (a few thousand requests): what
// random search finds only by luck is tried here for certain.
function everySlot(op: Operation): Built[] {
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const valid = VALID_BODIES[`${op.method} ${op.path}`] ?? (op.jsonBody ? {} : undefined);
  const ids = pathParams.map((_, i) => realIds[i % realIds.length]!);
  const build = (path: string[], query: Record<string, string>, payload: Built["payload"]): Built => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeSegment(path[i]!));
    });
    const qs = new URLSearchParams(query).toString();
    return { method: op.method, url: qs ? `${url}?${qs}` : url, payload };
  };
  const out: Built[] = [];
  pathParams.forEach((_, i) => {
    for (const bad of NASTY)
      out.push(
        build(
          ids.map((id, j) => (j === i ? bad : id)),
          {},
          valid,
        ),
      );
  });
  for (const q of queryParams) for (const bad of NASTY) out.push(build(ids, { [q.name]: bad }, valid));
  if (valid) {
    for (const field of Object.keys(valid)) {
      for (const bad of [...NASTY, ...NASTY_JSON]) {
        out.push({ ...build(ids, {}, { ...valid, [field]: bad }), label: `${field}=${JSON.stringify(bad)}` });
      }
    }
  }
  return out;
}

async function send(req: Built) {
  return t.app.inject({
    method: req.method as "GET",
    url: req.url,
    headers: admin.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
}

describe("bad input never gives a 5xx", () => {
  it("for every known-bad value in every parameter and field of every route", async () => {
    const failures = new Set<string>();
    for (const op of operations) {
      for (const req of everySlot(op)) {
        const res = await send(req);
        if (res.statusCode >= 500) {
          failures.add(`${req.method} ${req.url.slice(0, 120)} ${req.label ?? ""} -> ${res.statusCode}`);
        }
      }
    }
    expect([...failures]).toEqual([]);
  }, 600_000);

  it("on every route of the OpenAPI document, with generated input", async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const op of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(op), async (req) => {
          const res = await send(req);
          if (res.statusCode >= 500) {
            throw new Error(`${req.method} ${req.url} ${JSON.stringify(req.payload)} -> ${res.statusCode}`);
          }
        }),
        { numRuns: 50, seed: 20261123 },
      );
      if (result.failed)
        failures.push(String((result.errorInstance as Error)?.message ?? result.counterexample));
    }
    // Every route's first shrunk counterexample, so one run shows them all.
    expect(failures).toEqual([]);
  }, 300_000);
});
