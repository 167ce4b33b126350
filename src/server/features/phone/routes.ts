import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/phone";
import { PHONE_MESSAGES } from "../../../shared/texts";
import { ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentPhoneStatus } from "./presenter";
import { phoneStatus, requestPhoneCode, verifyPhoneCode } from "./service";

// The member's own phone check (issue 38, ADR 0041). Times come from the app's clock.
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sms, clock, config } = app.deps;
  const tags = ["users"];

  route(app, endpoints.myPhone, {
    tags,
    handler: async (request) =>
      ok(
        presentPhoneStatus(await phoneStatus({ db, sms, viewer: requireViewer(request), now: clock.now() })),
      ),
  });

  route(app, endpoints.requestPhoneCode, {
    tags,
    config: { rateLimit: RATE_LIMITS.phoneCodes },
    handler: async (request) => {
      const status = await requestPhoneCode({
        db,
        sms,
        countries: config.sms.countries,
        viewer: requireViewer(request),
        mobileNo: request.body.mobileNo,
        address: request.ip,
        now: clock.now(),
        onSendFailed: (error) => request.log.warn({ err: error }, "SMS not sent"),
      });
      return okWithMessage(PHONE_MESSAGES.codeSent, presentPhoneStatus(status));
    },
  });

  route(app, endpoints.verifyPhoneCode, {
    tags,
    config: { rateLimit: RATE_LIMITS.phoneCodes },
    handler: async (request) => {
      const status = await verifyPhoneCode({
        db,
        sms,
        viewer: requireViewer(request),
        code: request.body.code,
        now: clock.now(),
      });
      return okWithMessage(PHONE_MESSAGES.verified, presentPhoneStatus(status));
    },
  });
};
