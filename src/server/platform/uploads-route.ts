import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/texts";
import { failed } from "./envelope";
import { deriveVariant } from "./images";
import { contentTypeOf, isChatPhotoKey, isStorageKey, type Storage } from "./storage";

// Stored images are immutable (content-addressed), so they are cached for a year, and the key is
// their ETag: a browser that asks again with it is answered 304 without reading the database. Chat
// photos are not served here: they are private, shown through links signed for their message
// (features/chat/photo-route.ts), and never cached publicly (issue 41 item 6).
export function registerUploadsRoute(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { key: string } }>(
    "/uploads/:key",
    { config: { public: true } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isStorageKey(key) || isChatPhotoKey(key)) return reply.status(404).send(failed(MESSAGES.notFound));
      const etag = `"${key}"`;
      if (matches(request.headers["if-none-match"], etag))
        return reply.status(304).headers(cacheHeaders(etag)).send();
      // A picture stored before its smaller copies existed gets them on first request.
      const body = (await storage.get(key)) ?? (await deriveVariant(storage, key));
      if (!body) return reply.status(404).send(failed(MESSAGES.notFound));
      return reply.headers(cacheHeaders(etag)).type(contentTypeOf(key)).send(body);
    },
  );
}

function cacheHeaders(etag: string): Record<string, string> {
  return {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
}

// If-None-Match may list several tags, weak or strong; a content-addressed key matches either way.
function matches(header: string | undefined, etag: string): boolean {
  return Boolean(header?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag));
}
