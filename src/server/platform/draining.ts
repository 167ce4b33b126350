import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/texts";
import { failed } from "./envelope";

// While an instance drains (graceful-shutdown.ts), a read is refused with 503 before it runs: a
// balancer may send a GET or HEAD elsewhere, since nothing was changed, and nginx does (its
// proxy_next_upstream http_503), counting the refusal as a failure (max_fails) and so sending this
// instance nothing more for fail_timeout. By the end of the readiness delay nothing is on its way
// here, and closing the listener resets no connection (issue 25 item 2). Writes are answered as
// always: a balancer never sends one twice. Liveness and readiness answer for themselves.
const ANSWERED_WHILE_DRAINING = /^\/api\/(health|ready)(\?|$)/;

export function registerDrainingRefusals(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!app.deps.lifecycle.draining) return;
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (ANSWERED_WHILE_DRAINING.test(request.url)) return;
    return reply.status(503).header("retry-after", "1").send(failed(MESSAGES.serverRestarting));
  });
}
