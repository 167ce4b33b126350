import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

// Per-route budgets. Keys are the member when signed in, else the client address
// (the proxy's X-Forwarded-For is trusted only when TRUST_PROXY is set).
export const RATE_LIMITS = {
  signIn: { max: 20, timeWindow: "1 minute" },
  messages: { max: 60, timeWindow: "1 minute" },
  flags: { max: 10, timeWindow: "1 hour" },
  joins: { max: 30, timeWindow: "1 minute" },
  uploads: { max: 20, timeWindow: "10 minutes" },
  // A contact's page polls now and then; a guesser gets nowhere either way (32 random bytes).
  shareLinks: { max: 60, timeWindow: "1 minute" },
  // Asking for and entering phone codes (ADR 0041): the budgets in the database are the real limits.
  phoneCodes: { max: 20, timeWindow: "1 minute" },
  // Help and the trusted contact (ADR 0045): the budgets in the database are the real limits.
  helpCalls: { max: 20, timeWindow: "1 minute" },
} as const;

export async function registerRateLimits(
  app: FastifyInstance,
  opts: { enabled: boolean; redis: Redis | undefined },
): Promise<void> {
  if (!opts.enabled) return;
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: "1 minute",
    // After the auth guard, so a signed-in member is limited as a member.
    hook: "preHandler",
    keyGenerator: (request) => (request.viewer ? `u:${request.viewer.userId}` : `ip:${request.ip}`),
    ...(opts.redis ? { redis: opts.redis, nameSpace: "meetup-rl:" } : {}),
    // The error handler turns this into the envelope with MESSAGES.tooManyRequests.
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
}
