import type { z } from "zod";
import type { IdParamName, Uuid } from "./params";

// One endpoint, defined once: the server registers its route from it (src/server/platform/route.ts)
// and the web calls it through it (src/web/lib/call-endpoint.ts), so a renamed path, parameter or
// field breaks the typecheck of both sides instead of a request at run time.

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** The failures a route documents; each answers the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** The `:name` segments of a Fastify path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type EndpointDefinition = {
  method: HttpMethod;
  /** Fastify syntax (`/events/:id`), relative to `/api`. */
  path: `/${string}`;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /**
   * A multipart form the handler reads itself (uploads): documented in OpenAPI as
   * `multipart/form-data`, never validated by the route schema.
   */
  form?: z.ZodObject;
  /** The media types a form endpoint takes; multipart only unless said. */
  consumes?: readonly ("application/json" | "multipart/form-data")[];
  /** The success answer; absent when it is not JSON (a calendar file). */
  response?: z.ZodType;
  /** The success status, 200 unless said. */
  status?: 200 | 201;
  errors?: readonly ErrorStatus[];
};

// A path with `:id` needs a params schema whose output has exactly those fields: strings, and for
// an id (`:id`, `:eventId`, ...) a `uuidParam`, so that a malformed id is a 404 on every route.
type ParamsOf<P extends string> = { [K in PathParamNames<P>]: K extends IdParamName<K> ? Uuid : string };
type ParamsCheck<E extends EndpointDefinition> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<ParamsOf<E["path"]>> };

export function endpoint<const E extends EndpointDefinition>(definition: E & ParamsCheck<E>): E {
  return definition;
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends EndpointDefinition> = OutputOf<E["params"]>;
export type EndpointQuery<E extends EndpointDefinition> = OutputOf<E["query"]>;
export type EndpointBody<E extends EndpointDefinition> = OutputOf<E["body"]>;
/** What the server's handler returns (before the response schema encodes it). */
export type EndpointReply<E extends EndpointDefinition> = E["response"] extends z.ZodType
  ? z.input<E["response"]>
  : unknown;
/** What a client receives. */
export type EndpointResponse<E extends EndpointDefinition> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : unknown;
export type EndpointQueryInput<E extends EndpointDefinition> = InputOf<E["query"]>;
export type EndpointBodyInput<E extends EndpointDefinition> = InputOf<E["body"]>;
