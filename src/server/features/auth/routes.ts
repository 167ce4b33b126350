import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/auth";
import { MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { route } from "../../platform/route";
import { DEV_CLIENT_ID } from "./dev-issuer";
import { requireViewer } from "./guard";
import { isRegistered, login } from "./identity-service";
import { presentLogin, presentRegistered, presentSignInConfig } from "./presenter";
import { signOut } from "./session-service";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["auth"];
  // Public: a refused ID token is counted against the address (ADR 0048), a valid one never is.
  const signIn = { public: true };

  route(app, endpoints.signInConfig, {
    tags,
    config: { public: true },
    handler: async () => ok(presentSignInConfig(app.deps.config.googleClientId, DEV_CLIENT_ID)),
  });

  route(app, endpoints.checkUser, {
    tags,
    config: signIn,
    handler: async (request) => {
      const { db, idTokens } = app.deps;
      return ok(presentRegistered(await isRegistered({ db, idTokens, identity: request.body })));
    },
  });

  route(app, endpoints.login, {
    tags,
    config: signIn,
    handler: async (request) => {
      const { db, sessionKeys, idTokens, config } = app.deps;
      const result = await login({
        db,
        keys: sessionKeys,
        idTokens,
        identity: request.body,
        adminEmails: config.adminEmails,
      });
      return okWithMessage(MESSAGES.signedIn, presentLogin(result));
    },
  });

  route(app, endpoints.logout, {
    tags,
    handler: async (request) => {
      const { db, realtime } = app.deps;
      await signOut({ db, realtime, viewer: requireViewer(request) });
      return done(MESSAGES.signedOut);
    },
  });
};
