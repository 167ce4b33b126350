import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope, okEnvelope } from "../../../shared/contracts/envelope";
import { MESSAGES } from "../../../shared/texts";
import { okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { presentRegisteredMember } from "./presenter";
import { parseRegistrationForm, readRegistrationForm } from "./registration-form";
import { registerMember } from "./service";

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/register",
    {
      config: { public: true, rateLimit: RATE_LIMITS.uploads },
      schema: {
        tags: ["auth"],
        summary: "Register the identity token's account (multipart form of SPEC 3)",
        consumes: ["multipart/form-data"],
        response: {
          201: okEnvelope(z.object({ _id: z.string(), name: z.string() })),
          400: errorEnvelope,
          401: errorEnvelope,
          409: errorEnvelope,
          413: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { db, storage, idTokens, config } = app.deps;
      const input = parseRegistrationForm(await readRegistrationForm({ request, idTokens }));
      const user = await registerMember({ db, storage, idTokens, input, adminEmails: config.adminEmails });
      return reply.status(201).send(okWithMessage(MESSAGES.registered, presentRegisteredMember(user)));
    },
  );
};
