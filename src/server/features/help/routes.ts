import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/help";
import { HELP_MESSAGES, TRUSTED_CONTACT_MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { myTrustedContact, removeTrustedContact, saveTrustedContact } from "./contact-service";
import { presentHelpSent, presentTrustedContact } from "./presenter";
import { askContact, reportToTeam } from "./service";

// "Help one tap away" (issue 38 item 7, ADR 0045). Times come from the app's clock.
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sms, mailer, clock, config } = app.deps;
  const tags = ["help"];

  route(app, endpoints.myTrustedContact, {
    tags,
    handler: async (request) =>
      ok(presentTrustedContact(await myTrustedContact({ db, viewer: requireViewer(request) }))),
  });

  route(app, endpoints.saveTrustedContact, {
    tags,
    config: { rateLimit: RATE_LIMITS.helpCalls },
    handler: async (request) => {
      const row = await saveTrustedContact({
        db,
        viewer: requireViewer(request),
        input: request.body,
        countries: config.sms.countries,
        now: clock.now(),
      });
      return okWithMessage(TRUSTED_CONTACT_MESSAGES.saved, presentTrustedContact(row));
    },
  });

  route(app, endpoints.removeTrustedContact, {
    tags,
    handler: async (request) => {
      await removeTrustedContact({ db, viewer: requireViewer(request) });
      return done(TRUSTED_CONTACT_MESSAGES.removed);
    },
  });

  route(app, endpoints.helpContact, {
    tags,
    config: { rateLimit: RATE_LIMITS.helpCalls },
    handler: async (request) => {
      const sent = await askContact({
        db,
        reach: { sms, mailer },
        viewer: requireViewer(request),
        eventId: request.params.id,
        lat: request.body.lat,
        lng: request.body.lng,
        now: clock.now(),
        onSendFailed: (channel, error) => request.log.warn({ err: error, channel }, "help not sent"),
      });
      return okWithMessage(HELP_MESSAGES.contactTold(sent.contactName ?? ""), presentHelpSent(sent));
    },
  });

  route(app, endpoints.helpReport, {
    tags,
    config: { rateLimit: RATE_LIMITS.helpCalls },
    handler: async (request) => {
      const sent = await reportToTeam({
        db,
        viewer: requireViewer(request),
        eventId: request.params.id,
        details: request.body.details,
        now: clock.now(),
      });
      return okWithMessage(HELP_MESSAGES.reported, presentHelpSent(sent));
    },
  });
};
