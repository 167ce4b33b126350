import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope, okEnvelope } from "../../../shared/contracts/envelope";
import { readMultipart } from "../../platform/multipart";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { verifyIdentity } from "../auth/identity-service";
import { parseRegistrationForm } from "./registration-form";
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
      const input = parseRegistrationForm(await readMultipart(request));
      const claims = await verifyIdentity(app.deps.idTokens, {
        idToken: input.identityToken,
        nonce: input.nonce,
      });
      const user = await registerMember({
        db: app.deps.db,
        storage: app.deps.storage,
        claims,
        input,
        adminEmails: app.deps.config.adminEmails,
      });
      return reply
        .status(201)
        .send({ success: true as const, message: "Registered.", data: { _id: user.id, name: user.name } });
    },
  );
};
