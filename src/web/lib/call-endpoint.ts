import type {
  EndpointBodyInput,
  EndpointDefinition,
  EndpointQueryInput,
  EndpointResponse,
  PathParamNames,
} from "@shared/endpoints/endpoint";
import type { z } from "zod";
import { API_BASE, type RequestOptions, request } from "./api";

// Calls one shared endpoint (src/shared/endpoints) through the api client, so method and path are
// never written by hand here: a renamed path, parameter or field breaks this side's typecheck too.

type ParamsInput<E extends EndpointDefinition> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E["path"]>, string> };

type QueryInput<E extends EndpointDefinition> = E["query"] extends z.ZodType
  ? { query?: { [K in keyof EndpointQueryInput<E>]?: EndpointQueryInput<E>[K] | null } }
  : { query?: undefined };

// A form endpoint takes a FormData (and a plain object when it also takes JSON).
type FormInput<E extends EndpointDefinition> = "application/json" extends NonNullable<E["consumes"]>[number]
  ? FormData | Record<string, unknown>
  : FormData;

type BodyInput<E extends EndpointDefinition> = E["body"] extends z.ZodType
  ? { body: EndpointBodyInput<E> }
  : E["form"] extends z.ZodObject
    ? { body: FormInput<E> }
    : { body?: undefined };

export type CallInput<E extends EndpointDefinition> = ParamsInput<E> &
  QueryInput<E> &
  BodyInput<E> &
  RequestOptions;

/** `/api` + the endpoint's path with each `:param` encoded, then the query without its empty values. */
export function endpointUrl(
  endpoint: EndpointDefinition,
  input: { params?: Record<string, string> | undefined; query?: Record<string, unknown> | undefined },
): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" of ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & RequestOptions;
  const url = endpointUrl(endpoint, { params, query }).slice(API_BASE.length);
  return (await request(endpoint.method, url, body, options)) as EndpointResponse<E>;
}
