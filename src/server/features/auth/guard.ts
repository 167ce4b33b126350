import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { AppError, forbidden, unauthorized } from "../../platform/errors";
import type { FailureCounter } from "../../platform/failure-counter";
import type { SessionCache } from "./session-cache";
import type { SessionKeys } from "./session-keys";
import { resolveAccessToken, type Viewer } from "./session-service";

declare module "fastify" {
  interface FastifyContextConfig {
    // Routes reachable without an access token (sign-in, health, the development issuer).
    public?: boolean;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/;

// Every /api route needs a valid access token unless it says `config: { public: true }`.
// There is no fallback token: a missing one is refused like a forged one.
// Failed authentications per client address: past the budget, the address gets 429 for the rest of
// the window before any token of it is looked at. The rate limiter proper runs after this guard (to key
// members by id), so without this a flood of bad tokens was never limited.
export const AUTH_FAILURES = { max: 60, windowSeconds: 60 } as const;

export function registerAuthGuard(
  app: FastifyInstance,
  deps: { db: Db; keys: SessionKeys; cache?: SessionCache; failures: FailureCounter | null },
): void {
  app.decorateRequest("viewer", null);
  // Callback style, so that pages, assets and public routes pass without a promise; only a route
  // that needs a viewer waits for the token check.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/docs")) return done();
    // Unknown routes fall through to the JSON 404; public routes skip the check.
    if (!request.routeOptions.url || request.routeOptions.config.public) return done();
    identify(request).then(() => done(), done);
  });

  async function identify(request: FastifyRequest): Promise<void> {
    const address = `auth:${request.ip}`;
    if (await deps.failures?.isOver(address)) throw new AppError(429, MESSAGES.tooManyRequests);
    const refuse = async (message: string) => {
      await deps.failures?.hit(address);
      return unauthorized(message);
    };
    const header = request.headers.authorization;
    if (!header) throw await refuse(MESSAGES.tokenMissing);
    const match = BEARER.exec(header.trim());
    if (!match) throw await refuse(MESSAGES.tokenInvalid);
    const result = await resolveAccessToken({
      db: deps.db,
      keys: deps.keys,
      token: match[1]!,
      cache: deps.cache,
    });
    if (!result.ok) {
      throw await refuse(result.reason === "banned" ? MESSAGES.bannedToken : MESSAGES.tokenInvalid);
    }
    request.viewer = result.viewer;
  }
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(MESSAGES.tokenMissing);
  return request.viewer;
}

export function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (viewer.role !== "admin") throw forbidden(MESSAGES.adminOnly);
  return viewer;
}
