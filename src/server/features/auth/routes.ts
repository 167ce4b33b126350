import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkUserResponse,
  identityBody,
  loginResponse,
  signInConfigResponse,
} from "../../../shared/contracts/auth";
import { errorEnvelope, okEnvelope } from "../../../shared/contracts/envelope";
import { MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { DEV_CLIENT_ID } from "./dev-issuer";
import { requireViewer } from "./guard";
import { isRegistered, login } from "./identity-service";
import { presentLogin, presentRegistered, presentSignInConfig } from "./presenter";
import { signOut } from "./session-service";

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
    async () => ok(presentSignInConfig(app.deps.config.googleClientId, DEV_CLIENT_ID)),
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
      const { db, idTokens } = app.deps;
      return ok(presentRegistered(await isRegistered({ db, idTokens, identity: request.body })));
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
      const { db, key, idTokens, config } = app.deps;
      const result = await login({
        db,
        key,
        idTokens,
        identity: request.body,
        adminEmails: config.adminEmails,
      });
      return okWithMessage(MESSAGES.signedIn, presentLogin(result));
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
      const { db, realtime } = app.deps;
      await signOut({ db, realtime, viewer: requireViewer(request) });
      return done(MESSAGES.signedOut);
    },
  );
};
