import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  RouteOptions as FastifyRouteOptions,
} from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { errorEnvelope } from "../../shared/contracts/envelope";
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
} from "../../shared/endpoints/endpoint";

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type RouteOptions<E extends EndpointDefinition> = {
  tags: string[];
  config?: FastifyContextConfig;
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply>;
};

// Registers one shared endpoint: method, path, params, query, body and responses all come from its
// definition, so the route cannot drift from what the web calls. Every documented failure answers
// the error envelope.
export function route<E extends EndpointDefinition>(app: RouteApp, endpoint: E, options: RouteOptions<E>) {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[endpoint.status ?? 200] = endpoint.response;
  for (const status of endpoint.errors ?? []) response[status] = errorEnvelope;
  // Path ids are uuid-or-404 in the endpoint's own params (shared/endpoints/params.ts).
  const params = endpoint.params;
  const status = endpoint.status;
  const definition: FastifyRouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    ...routeConfig(endpoint, options.config),
    schema: {
      tags: options.tags,
      summary: endpoint.summary,
      ...(endpoint.form ? { consumes: [...(endpoint.consumes ?? ["multipart/form-data"])] } : {}),
      ...(params ? { params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    handler: (request, reply) => {
      if (status) reply.status(status);
      return options.handler(request as unknown as EndpointRequest<E>, reply);
    },
  };
  // The request types come from the endpoint (EndpointRequest), not from Fastify's inference.
  app.route(definition as never);
}

declare module "fastify" {
  interface FastifyContextConfig {
    // The documented multipart form of an upload endpoint (see routeConfig).
    multipartForm?: z.ZodObject;
  }
}

// A multipart endpoint keeps its form on the route config, where the OpenAPI transform
// (platform/openapi.ts) documents it; the route schema never validates it (the handler parses it).
function routeConfig(endpoint: EndpointDefinition, config: FastifyContextConfig | undefined) {
  const form = endpoint.form ? { multipartForm: endpoint.form } : {};
  return config || endpoint.form ? { config: { ...config, ...form } } : {};
}
