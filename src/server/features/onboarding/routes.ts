import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/onboarding";
import { MESSAGES } from "../../../shared/texts";
import { okWithMessage } from "../../platform/envelope";
import { route } from "../../platform/route";
import { presentRegisteredMember } from "./presenter";
import { parseRegistrationForm, readRegistrationForm } from "./registration-form";
import { registerMember } from "./service";

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.register, {
    tags: ["auth"],
    // Public: a refused ID token (checked before any picture is read) is counted against the
    // address (ADR 0048); a member-to-be registers once.
    config: { public: true },
    handler: async (request) => {
      const { db, events, storage, idTokens, config } = app.deps;
      const input = parseRegistrationForm(await readRegistrationForm({ request, idTokens }));
      const user = await registerMember({
        db,
        events,
        storage,
        idTokens,
        input,
        adminEmails: config.adminEmails,
        acceptLanguage: request.headers["accept-language"],
      });
      return okWithMessage(MESSAGES.registered, presentRegisteredMember(user));
    },
  });
};
