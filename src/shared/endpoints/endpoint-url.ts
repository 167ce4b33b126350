import type { EndpointDefinition } from "./endpoint";

/** Where every endpoint is served: the paths of the definitions are relative to it. */
export const API_BASE = "/api";

/**
 * `/api` + the endpoint's path with each `:param` encoded, then the query without its empty values.
 * One way to spell an endpoint's address for the web client, its test stubs and the e2e journeys.
 */
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
