import { type ErrorEnvelope, errorEnvelope } from "@shared/contracts/envelope";
import type { EndpointDefinition, PathParamNames } from "@shared/endpoints/endpoint";
import { delay, HttpResponse, type HttpResponseResolver, http, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { onTestFinished } from "vitest";
import type { z } from "zod";
import { type CallInput, endpointUrl } from "../lib/call-endpoint";

// The one fake API of web tests (decision 0012): MSW answers the real fetch, so the client code under
// test runs unchanged, and each test adds its endpoints with `answer({ [keyOf(endpoint)]: reply })`,
// the endpoint being its shared definition (src/shared/endpoints), never a method and path by hand.
export { HttpResponse, http };

export const NO_SUCH_ENDPOINT = "There is no such API endpoint.";

/** Answers a failure envelope, as the server does for a refused or missing thing. */
/** A refusal as the server sends it; `coded` adds a sentence's code and, when built from values, them. */
export function fail(status: number, message: string, coded: Pick<ErrorEnvelope, "code" | "values"> = {}) {
  return HttpResponse.json(errorEnvelope.parse({ success: false, message, ...coded }), { status });
}

/**
 * The stub server, started in `setup.ts`; handlers added by a test are dropped after it. An endpoint
 * no test answers gets the server's 404 envelope, so a test notices a call it did not expect.
 */
export const server = setupServer(http.all("/api/*", () => fail(404, NO_SUCH_ENDPOINT)));

type DataOf<S extends z.ZodType> = z.input<S> extends { data: infer D } ? D : never;
type ExtraOf<S extends z.ZodType> = Omit<Partial<z.input<S>>, "success" | "data">;

type WithResponse = EndpointDefinition & { response: z.ZodType };

/**
 * Answers 200 with `{ success: true, data, ...extra }` parsed through the endpoint's shared response
 * contract (`src/shared/contracts`), so a fixture that drifts from the API fails the test. Takes the
 * contract itself or the endpoint's definition (`src/shared/endpoints`), whose `response` it is.
 */
export function ok<E extends WithResponse>(
  endpoint: E,
  data: DataOf<E["response"]>,
  extra?: ExtraOf<E["response"]>,
): HttpResponse<JsonBodyType>;
export function ok<S extends z.ZodType>(
  schema: S,
  data: DataOf<S>,
  extra?: ExtraOf<S>,
): HttpResponse<JsonBodyType>;
export function ok(
  contract: z.ZodType | WithResponse,
  data: unknown,
  extra?: object,
): HttpResponse<JsonBodyType> {
  const schema = "parse" in contract ? contract : contract.response;
  return HttpResponse.json(schema.parse({ success: true, data, ...extra }) as JsonBodyType);
}

/** The request fails before any answer (offline): fetch rejects with a TypeError. */
export const networkError = () => HttpResponse.error();

/** An answer that never arrives (the loading state); an aborted request still ends. */
export const never = () => delay("infinite").then(() => HttpResponse.error());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** What an endpoint answers: a response (served afresh to every call) or an MSW resolver. */
export type Reply = Response | HttpResponseResolver;
/** An endpoint of `answer`'s table: "METHOD /api/path", with an optional "?query". */
export type StubKey = `${Method} /api/${string}`;

type KeyArgs<E extends EndpointDefinition> = [PathParamNames<E["path"]>] extends [never]
  ? [params?: undefined, query?: CallInput<E>["query"]]
  : [params: CallInput<E>["params"], query?: CallInput<E>["query"]];

/**
 * The `answer` key of one shared endpoint (`src/shared/endpoints`): its method and its URL as the web
 * client builds it (`endpointUrl`), e.g. `keyOf(events.eventDetail, { id: "e1" })` is
 * "GET /api/events/e1"; with a query, the key answers only that query.
 */
export function keyOf<E extends EndpointDefinition>(
  endpoint: E,
  ...[params, query]: KeyArgs<E>
): `${E["method"]} /api/${string}` {
  return `${endpoint.method} ${endpointUrl(endpoint, { params, query })}` as `${E["method"]} /api/${string}`;
}

/**
 * Answers the first call with `first` and every later one with `then`: a refusal, say, and what the
 * retry gets. Each reply as `answer` serves it (a response afresh to every call, or a resolver).
 */
export function firstThen(first: Reply, then: Reply): HttpResponseResolver {
  let calls = 0;
  return (info) => {
    calls += 1;
    const reply = calls === 1 ? first : then;
    return reply instanceof Response ? reply.clone() : reply(info);
  };
}

/**
 * Adds the test's endpoints, keyed "METHOD /api/path" as the server's routes read, built from the
 * endpoint's definition with `keyOf` (MSW path params such as `:id` work). A key with a query string
 * answers only that exact query; the same path without a query answers the rest. Short for several
 * `server.use(http.get(path, resolver))`.
 */
export function answer(table: Record<StubKey, Reply>) {
  const byRoute = new Map<string, Array<[string | null, Reply]>>();
  for (const [key, reply] of Object.entries(table) as Array<[string, Reply]>) {
    const [route = "", query] = key.split("?");
    byRoute.set(route, [...(byRoute.get(route) ?? []), [query === undefined ? null : `?${query}`, reply]]);
  }
  server.use(
    ...[...byRoute].map(([route, replies]) => {
      const [method = "", path = ""] = route.split(" ");
      return http[method.toLowerCase() as Lowercase<Method>](path, (info) => {
        const search = new URL(info.request.url).search;
        const match =
          replies.find(([query]) => query === search) ?? replies.find(([query]) => query === null);
        if (!match) return fail(404, NO_SUCH_ENDPOINT);
        const reply = match[1];
        return reply instanceof Response ? reply.clone() : reply(info);
      });
    }),
  );
}

/**
 * Answers every /api request with `handler(call)`, for tests that read as one router over the calls
 * (the call carries the parsed body); `undefined` falls through to earlier endpoints or the 404.
 * Returns the calls, in order.
 */
export function route(handler: (call: Call) => Response | Promise<Response> | undefined): Call[] {
  const calls: Call[] = [];
  server.use(
    http.all("/api/*", async ({ request }) => {
      const call = { ...callOf(request), body: await readBody(request.clone()) };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

/** One request the app sent: method, url (path and query), bearer token, body (JSON parsed, or FormData). */
export type Call = { method: string; url: string; token: string | null; body: unknown };

/** Records every request of the running test, in order; the body fills in once it is read. */
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  const listener = ({ request }: { request: Request }) => {
    const call = callOf(request);
    calls.push(call);
    void readBody(request.clone()).then((body) => {
      call.body = body;
    });
  };
  server.events.on("request:start", listener);
  onTestFinished(() => {
    server.events.removeListener("request:start", listener);
  });
  return calls;
}

function callOf(request: Request): Call {
  const url = new URL(request.url);
  const auth = request.headers.get("Authorization");
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    token: auth?.replace(/^Bearer /, "") ?? null,
    body: undefined,
  };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return request.formData();
  const text = await request.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
