import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/test-clock";
import type { ShiftableClock } from "../../platform/clock";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireAdmin } from "../auth/guard";

const presentClock = (clock: ShiftableClock) => ({
  offsetMs: clock.offsetMs(),
  now: clock.now().toISOString(),
});

// Registered only when the server runs with TEST_CLOCK=1 (config refuses it in production).
export function testClockRoutes(clock: ShiftableClock): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.setTestClock, {
      tags: ["admin"],
      handler: async (request) => {
        requireAdmin(request);
        clock.setOffset(request.body.offsetMs);
        // Jobs that fall due at the new time run now, not at the next poll.
        app.deps.jobs.wake();
        return ok(presentClock(clock));
      },
    });
  };
}
