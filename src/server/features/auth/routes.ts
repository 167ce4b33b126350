import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkUserResponse,
  identityBody,
  loginResponse,
  signInConfigResponse,
} from "../../../shared/contracts/auth";
import { errorEnvelope, okEnvelope } from "../../../shared/contracts/envelope";
import { requireViewer } from "../../platform/auth-guard";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { DEV_CLIENT_ID } from "../dev-idp/issuer";
import { findByIdentity, login, verifyIdentity } from "./identity-service";
import { revokeSession } from "./session-service";

const GOOGLE_AUTHORIZATION_ENDPOINT = "https://accounts.google.com/o/oauth2/v2/auth";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = { public: true, rateLimit: RATE_LIMITS.signIn };

  app.get(
    "/auth/config",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        summary: "Where the sign-in popup goes",
        response: { 200: signInConfigResponse },
      },
    },
    async () => {
      const clientId = app.deps.config.googleClientId;
      return {
        success: true as const,
        data: clientId
          ? { provider: "google" as const, authorizationEndpoint: GOOGLE_AUTHORIZATION_ENDPOINT, clientId }
          : {
              provider: "development" as const,
              authorizationEndpoint: "/dev-idp/authorize",
              clientId: DEV_CLIENT_ID,
            },
      };
    },
  );

  app.post(
    "/users/check-user",
    {
      config: signIn,
      schema: {
        tags: ["auth"],
        summary: "Whether the identity token's account is registered",
        body: identityBody,
        response: { 200: checkUserResponse, 401: errorEnvelope },
      },
    },
    async (request) => {
      const claims = await verifyIdentity(app.deps.idTokens, request.body);
      const user = await findByIdentity(app.deps.db, claims);
      return { success: true as const, data: { exists: Boolean(user) } };
    },
  );

  app.post(
    "/users/login",
    {
      config: signIn,
      schema: {
        tags: ["auth"],
        summary: "Exchange an identity token for an access token",
        body: identityBody,
        response: { 200: loginResponse, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const claims = await verifyIdentity(app.deps.idTokens, request.body);
      const data = await login({
        db: app.deps.db,
        key: app.deps.key,
        claims,
        adminEmails: app.deps.config.adminEmails,
      });
      return { success: true as const, message: "Signed in.", data };
    },
  );

  app.post(
    "/users/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Revoke this session's access token",
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await revokeSession({ db: app.deps.db, sessionId: viewer.sessionId });
      await app.deps.realtime.publish({ type: "session-ended", sessionId: viewer.sessionId });
      return { success: true as const, message: "Signed out.", data: null };
    },
  );
};
