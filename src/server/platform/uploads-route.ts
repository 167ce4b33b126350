import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/texts";
import { failed } from "./envelope";
import { deriveVariant } from "./images";
import { isStorageKey, type Storage } from "./storage";

// Stored images are immutable (content-addressed), so they are cached for a year.
export function registerUploadsRoute(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { key: string } }>(
    "/uploads/:key",
    { config: { public: true } },
    async (request, reply) => {
      const { key } = request.params;
      // A picture stored before its smaller copies existed gets them on first request.
      const body = isStorageKey(key)
        ? ((await storage.get(key)) ?? (await deriveVariant(storage, key)))
        : null;
      if (!body) return reply.status(404).send(failed(MESSAGES.notFound));
      return reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("X-Content-Type-Options", "nosniff")
        .type("image/webp")
        .send(body);
    },
  );
}
