import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES } from "../../shared/texts";
import { failed } from "./envelope";
import type { Valued } from "./message-codes";
import type { FailureKind, FailureLimits } from "./rate-limit";

// A failure a client may see: a status and one clear sentence. Anything else is a 500.
export class AppError extends Error {
  // A sentence built from values (message-codes.ts' `valued`): sent with its code and values.
  readonly valued: Valued | undefined;

  constructor(
    readonly statusCode: number,
    message: string | Valued,
    // A refused credential, counted against the client's address (platform/rate-limit.ts).
    readonly failure?: FailureKind,
  ) {
    super(typeof message === "string" ? message : message.message);
    this.valued = typeof message === "string" ? undefined : message;
  }
}

/** A credential that opens nothing (a bad access token, ID token or share link): counted by address. */
export const refused = (failure: FailureKind, statusCode: 401 | 404, message: string) =>
  new AppError(statusCode, message, failure);

export const badRequest = (message: string | Valued) => new AppError(400, message);
export const unauthorized = (message: string = MESSAGES.tokenInvalid) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

// A policy's answer enforced: services call `authorize(canX(viewer, thing), refusal)`; the refusal
// is 403 unless the object must not be acknowledged (then a 404).
export function authorize(allowed: boolean, refusal: AppError = forbidden()): void {
  if (!allowed) throw refusal;
}

// `failures`: the budgets of refusals per address (null when RATE_LIMITS=off); past one, a refusal
// answers 429 instead.
export function registerErrorHandling(app: FastifyInstance, failures: FailureLimits | null): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.failure && (await failures?.(request, error.failure))) {
        return reply.status(429).send(failed(MESSAGES.tooManyRequests));
      }
      return reply.status(error.statusCode).send(failed(error.valued ?? error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem, in words a member can act on; the schema's own message when it has one.
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const detail = first?.message && !first.message.startsWith("Invalid input") ? first.message : undefined;
      // An id in the path that cannot name anything (see uuidParam) is a missing thing, not a bad form.
      const marks = (first?.params as { params?: { notFound?: boolean } } | undefined)?.params;
      if (error.validationContext === "params" && marks?.notFound) {
        return reply.status(404).send(failed(detail ?? MESSAGES.notFound));
      }
      const message = detail ?? (field ? `${MESSAGES.invalidInput} (${field})` : MESSAGES.invalidInput);
      return reply.status(400).send(failed(message));
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(failed(MESSAGES.somethingWentWrong));
    }
    const message =
      status === 413
        ? MESSAGES.bodyTooLarge
        : status === 429
          ? MESSAGES.tooManyRequests
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? MESSAGES.invalidInput
            : error.message || MESSAGES.invalidInput;
    return reply.status(status).send(failed(message));
  });
}
