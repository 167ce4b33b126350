import { type APIRequestContext, expect } from "@playwright/test";
import type { z } from "zod";
import type { EndpointDefinition, PathParamNames } from "../../src/shared/endpoints/endpoint";
import { endpointUrl } from "../../src/shared/endpoints/endpoint-url";

/** Who calls: a signed-in member's access token (the fixtures' Member carries one). */
export type Caller = { accessToken: string };

export const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.accessToken}` });

type Call = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  as?: Caller;
  data?: unknown;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  status?: number;
};

// Every setup call goes through here: it fails on an unexpected status with the server's answer,
// and parses the body with the shared contract, so a fixture breaks as soon as the API shape drifts.
export async function callApi<T extends z.ZodType>(
  request: APIRequestContext,
  call: Call,
  schema: T,
): Promise<z.infer<T>> {
  const res = await request.fetch(call.path, {
    method: call.method,
    headers: call.as ? bearer(call.as) : {},
    ...(call.data === undefined ? {} : { data: call.data }),
    ...(call.multipart ? { multipart: call.multipart } : {}),
  });
  expect(res.status(), `${call.method} ${call.path}: ${await res.text()}`).toBe(call.status ?? 200);
  return schema.parse(await res.json());
}

type ParamsOf<E extends EndpointDefinition> = [PathParamNames<E["path"]>] extends [never]
  ? [params?: undefined]
  : [params: Record<PathParamNames<E["path"]>, string>];

/**
 * The path of one shared endpoint (src/shared/endpoints) with its `:params` filled in, as the web
 * client builds it (`endpointUrl`): `/api/...`.
 */
export function endpointPath<E extends EndpointDefinition>(endpoint: E, ...[params]: ParamsOf<E>): string {
  return endpointUrl(endpoint, { params });
}

type EndpointCall<E extends EndpointDefinition> = Omit<Call, "method" | "path"> &
  ([PathParamNames<E["path"]>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParamNames<E["path"]>, string> });

/**
 * `callApi` through one shared endpoint: its method, its path with `params` filled in, its success
 * status (200 unless it says) and its response schema, none of them written by hand here.
 */
export async function callEndpoint<E extends EndpointDefinition & { response: z.ZodType }>(
  request: APIRequestContext,
  endpoint: E,
  { params, ...call }: EndpointCall<E>,
): Promise<z.output<E["response"]>> {
  return callApi<E["response"]>(
    request,
    {
      status: endpoint.status ?? 200,
      ...call,
      method: endpoint.method,
      path: endpointUrl(endpoint, { params }),
    },
    endpoint.response,
  );
}
