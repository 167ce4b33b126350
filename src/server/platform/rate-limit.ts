import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

// Limits that fit India's shared addresses (ADR 0048): mobile networks put thousands of phones
// behind one address, so a signed-in request is limited as its member, never by its address, and
// only refusals (a bad access token, a failed sign-in, a share link that opens nothing) are counted
// by address. The token is checked first (the auth guard runs before these), so no budget of an
// address ever refuses a valid member.

// Per-route budgets of a signed-in member.
export const RATE_LIMITS = {
  messages: { max: 60, timeWindow: "1 minute" },
  flags: { max: 10, timeWindow: "1 hour" },
  joins: { max: 30, timeWindow: "1 minute" },
  uploads: { max: 20, timeWindow: "10 minutes" },
  // Asking for and entering phone codes (ADR 0041): the budgets in the database are the real limits.
  phoneCodes: { max: 20, timeWindow: "1 minute" },
  // Help and the trusted contact (ADR 0045): the budgets in the database are the real limits.
  helpCalls: { max: 20, timeWindow: "1 minute" },
} as const;

// Every other request of a signed-in member.
export const MEMBER_LIMIT = { max: 600, timeWindow: "1 minute" } as const;

// Refusals per client address: past `max` in the window, the next refusal of that kind answers 429
// instead (and a valid credential from the address is served as ever).
export const FAILURE_LIMITS = {
  // An access token that does not verify, names no live session, or is a banned member's.
  accessToken: { max: 60, timeWindow: "1 minute" },
  // An ID token refused at sign-in or registration (forged, expired, for another app, used).
  signIn: { max: 20, timeWindow: "1 minute" },
  // A safety contact's link that opens nothing (32 random bytes: guessing gets nowhere either way).
  shareLink: { max: 60, timeWindow: "1 minute" },
} as const;
export type FailureKind = keyof typeof FAILURE_LIMITS;

/** Counts one refusal of `kind` from the request's address; true when it is over the budget. */
export type FailureLimits = (request: FastifyRequest, kind: FailureKind) => Promise<boolean>;

// Null when RATE_LIMITS=off: then nothing here answers 429.
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { enabled: boolean; redis: Redis | undefined },
): Promise<FailureLimits | null> {
  if (!opts.enabled) return null;
  await app.register(rateLimit, {
    global: true,
    ...MEMBER_LIMIT,
    // After the auth guard, so that the request's member is known.
    hook: "preHandler",
    // A request without a member (a public route, an image, a page) is never limited by address.
    allowList: (request) => !request.viewer,
    keyGenerator: (request) => `u:${request.viewer?.userId}`,
    ...(opts.redis ? { redis: opts.redis, nameSpace: "meetup-rl:" } : {}),
    // Redis away: requests go through rather than fail (its connection fails a command at once).
    skipOnError: true,
    // The error handler turns this into the envelope with MESSAGES.tooManyRequests.
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
  const counters = Object.fromEntries(
    Object.entries(FAILURE_LIMITS).map(([kind, limit]) => [
      kind,
      app.createRateLimit({
        ...limit,
        // Refusals have no member: every one counts, by address (an IPv6 client by its /64).
        allowList: [],
        keyGenerator: (request) => `fail-${kind}:${normalizeIP(request.ip)}`,
      }),
    ]),
  ) as Record<FailureKind, ReturnType<FastifyInstance["createRateLimit"]>>;
  return async (request, kind) => {
    const limit = await counters[kind](request);
    return !limit.isAllowed && limit.isExceeded;
  };
}
