import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/texts";
import { badRequest } from "./errors";

// PostgreSQL text cannot hold a NUL character nor half of a UTF-16 surrogate pair (it has no UTF-8
// form): either, in any name, message, search or id, reached the database as an error and the member
// saw a 500. No field of ours has a use for them, so a request that carries one anywhere (path, query,
// JSON body) is refused before validation, with a sentence.
export function registerInputHygiene(app: FastifyInstance): void {
  // Callback style: the check is synchronous, and an async hook costs a promise on every request.
  app.addHook("preValidation", (request, _reply, done) => {
    const unstorable =
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body);
    done(unstorable ? badRequest(MESSAGES.unstorableText) : undefined);
  });
}

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000") || LONE_SURROGATE.test(value);
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableText(key) || hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
