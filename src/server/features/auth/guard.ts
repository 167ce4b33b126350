import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { forbidden, unauthorized } from "../../platform/errors";
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
export function registerAuthGuard(app: FastifyInstance, deps: { db: Db; key: Uint8Array }): void {
  app.decorateRequest("viewer", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/docs")) return;
    // Unknown routes fall through to the JSON 404; public routes skip the check.
    if (!request.routeOptions.url || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    if (!header) throw unauthorized(MESSAGES.tokenMissing);
    const match = BEARER.exec(header.trim());
    if (!match) throw unauthorized(MESSAGES.tokenInvalid);
    const result = await resolveAccessToken({ db: deps.db, key: deps.key, token: match[1]! });
    if (!result.ok) {
      throw unauthorized(result.reason === "banned" ? MESSAGES.bannedToken : MESSAGES.tokenInvalid);
    }
    request.viewer = result.viewer;
  });
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
