import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/messages";
import { badRequest } from "./errors";

// PostgreSQL text cannot hold a NUL character: a NUL in any name, message, search or id reached the
// database as an error and the member saw a 500. No field of ours has a use for it, so a request that
// carries one anywhere (path, query, JSON body) is refused before validation, with a sentence.
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw badRequest(MESSAGES.nulCharacter);
    }
  });
}

export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || hasNul(item, depth + 1)) return true;
  }
  return false;
}
