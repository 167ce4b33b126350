import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { forbidden, refused, unauthorized } from "../../platform/errors";
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
// The token is checked before any limit (ADR 0048): a valid one is served and limited as its member,
// whatever its address did. A bad one is a refusal counted against the address, and past that
// budget answers 429 (platform/rate-limit.ts). A missing token costs nothing to refuse and is what
// every signed-out phone sends: it is not counted, so its 401 still leads the member to sign in.
export function registerAuthGuard(
  app: FastifyInstance,
  deps: { db: Db; keys: SessionKeys; cache?: SessionCache },
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
    const header = request.headers.authorization;
    if (!header) throw unauthorized(MESSAGES.tokenMissing);
    const match = BEARER.exec(header.trim());
    if (!match) throw refused("accessToken", 401, MESSAGES.tokenInvalid);
    const result = await resolveAccessToken({
      db: deps.db,
      keys: deps.keys,
      token: match[1]!,
      cache: deps.cache,
    });
    if (!result.ok) {
      throw refused(
        "accessToken",
        401,
        result.reason === "banned" ? MESSAGES.bannedToken : MESSAGES.tokenInvalid,
      );
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
