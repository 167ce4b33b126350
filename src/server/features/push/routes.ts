import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/push";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentPushKey, presentRemoved, presentSubscription } from "./presenter";
import { subscribe, unsubscribe } from "./subscriptions-service";

// Web push: the public key browsers subscribe with, and the member's devices.
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ["push"];

  // Public: the key is what every browser sees anyway, and asking needs no member.
  route(app, endpoints.pushKey, {
    tags,
    config: { public: true },
    handler: async () => ok(presentPushKey(config.vapid.publicKey)),
  });

  route(app, endpoints.subscribe, {
    tags,
    handler: async (request) => {
      const row = await subscribe({
        db,
        rule: { loopback: config.pushLoopback },
        userId: requireViewer(request).userId,
        subscription: request.body,
      });
      return ok(presentSubscription(row));
    },
  });

  route(app, endpoints.unsubscribe, {
    tags,
    handler: async (request) => {
      const endpoint = await unsubscribe({
        db,
        userId: requireViewer(request).userId,
        endpoint: request.body.endpoint,
      });
      return ok(presentRemoved(endpoint));
    },
  });
};
