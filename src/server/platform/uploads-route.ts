import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/texts";
import { failed } from "./envelope";
import { isStorageKey, type Storage } from "./storage";

// Stored images are immutable (content-addressed), so they are cached for a year.
export function registerUploadsRoute(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { key: string } }>(
    "/uploads/:key",
    { config: { public: true } },
    async (request, reply) => {
      const { key } = request.params;
      const body = isStorageKey(key) ? await storage.get(key) : null;
      if (!body) return reply.status(404).send(failed(MESSAGES.notFound));
      return reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("X-Content-Type-Options", "nosniff")
        .type("image/webp")
        .send(body);
    },
  );
}
