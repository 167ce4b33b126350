import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/email";
import { route } from "../../platform/route";
import { presentUnsubscribePage } from "./presenter";
import { readUnsubscribeLink, unsubscribe } from "./service";

// The unsubscribe link of every email, public: the signed token is the member's proof.
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, unsubscribeKey: key } = app.deps;
  const tags = ["email"];
  // A mail provider's one-click POST carries `List-Unsubscribe=One-Click` as a form (RFC 8058);
  // the token in the URL says everything, so the body is accepted and not read.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  route(app, endpoints.unsubscribePage, {
    tags,
    config: { public: true },
    handler: async (request, reply) => {
      const { claim, language } = await readUnsubscribeLink({
        db,
        key,
        token: request.query.token,
        acceptLanguage: request.headers["accept-language"],
      });
      const page = claim
        ? presentUnsubscribePage(
            {
              state: "confirm",
              category: claim.category,
              action: `/api/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
            },
            language,
          )
        : presentUnsubscribePage({ state: "invalid" }, language);
      return reply
        .status(claim ? 200 : 400)
        .type("text/html; charset=utf-8")
        .send(page);
    },
  });

  route(app, endpoints.unsubscribe, {
    tags,
    config: { public: true },
    handler: async (request, reply) => {
      const { claim, language } = await unsubscribe({
        db,
        key,
        token: request.query.token,
        acceptLanguage: request.headers["accept-language"],
      });
      const page = claim
        ? presentUnsubscribePage({ state: "done", category: claim.category }, language)
        : presentUnsubscribePage({ state: "invalid" }, language);
      return reply
        .status(claim ? 200 : 400)
        .type("text/html; charset=utf-8")
        .send(page);
    },
  });
};
