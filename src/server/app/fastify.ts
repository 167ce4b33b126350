import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { loggerOptions } from "../platform/logging";
import { requestIdOptions } from "../platform/request-id";
import { applySlowClientLimits } from "../platform/slow-clients";
import { fastifyTrustProxy } from "../platform/trust-proxy";

// The Fastify instance, before its deps, hooks and routes: its server's options and limits, its
// log, and zod to validate and serialize every route's contract.
export function createFastify(
  config: Config,
  logging: { logger?: boolean; logStream?: { write(line: string): void } },
) {
  const app = Fastify({
    logger:
      logging.logger === false
        ? false
        : loggerOptions({
            level: config.logLevel,
            ...(logging.logStream ? { stream: logging.logStream } : {}),
          }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions(config.trustProxy !== false),
  }).withTypeProvider<ZodTypeProvider>();
  applySlowClientLimits(app.server, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
