import type {
  EndpointBodyInput,
  EndpointDefinition,
  EndpointQueryInput,
  EndpointResponse,
  PathParamNames,
} from "@shared/endpoints/endpoint";
import { API_BASE, endpointUrl } from "@shared/endpoints/endpoint-url";
import type { z } from "zod";
import { answerMessage, type RequestOptions, request } from "./api";

export { endpointUrl };

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

/** What a call of `E` takes after the endpoint: its input, optional when every part of it is. */
type CallArgs<E extends EndpointDefinition> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & RequestOptions;
  const url = endpointUrl(endpoint, { params, query }).slice(API_BASE.length);
  return (await request(endpoint.method, url, body, options)) as EndpointResponse<E>;
}

/** Calls an action's endpoint; answers the server's sentence about it (its `message`), or `fallback`. */
export async function callForSentence<E extends EndpointDefinition>(
  fallback: string,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<string> {
  return answerMessage((await callEndpoint(endpoint, ...args)) as { message?: string }, fallback);
}
