import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/test-clock";
import { ATTENDANCE_MESSAGES } from "../../../shared/texts";
import type { ShiftableClock } from "../../platform/clock";
import { done, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireAdmin } from "../auth/guard";
import { moveEventEnd } from "../events/service";

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

    route(app, endpoints.endEvent, {
      tags: ["admin"],
      handler: async (request) => {
        requireAdmin(request);
        const endedAt = new Date(Date.now() - request.body.daysAgo * 86_400_000);
        await moveEventEnd({ db: app.deps.db, eventId: request.params.id, endedAt });
        return done(ATTENDANCE_MESSAGES.testEventEnded);
      },
    });
  };
}
