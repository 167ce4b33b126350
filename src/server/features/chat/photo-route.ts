import type { FastifyInstance } from "fastify";
import { authorize, forbidden } from "../../platform/errors";
import type { PhotoLinkQuery } from "../../platform/photo-links";
import { contentTypeOf } from "../../platform/storage";
import { chatPhoto, originalKeyOf } from "./photo-service";

// Chat photos (issue 41 item 6): served only for a link the presenter signed for the photo's message
// (an <img> cannot carry the member's token), and kept only by the member's own browser, for no
// longer than the link lives: `private`, never `immutable`, so no proxy or CDN holds one after an
// admin removes it. Not cached by the service worker either (vite.config.ts).
export function registerChatPhotoRoute(app: FastifyInstance): void {
  const { db, storage, photoLinks } = app.deps;
  app.get<{ Params: { messageId: string; key: string }; Querystring: PhotoLinkQuery }>(
    "/uploads/chat/:messageId/:key",
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { messageId, key } = request.params;
      const secondsLeft = photoLinks.secondsLeft(messageId, originalKeyOf(key), request.query);
      authorize(secondsLeft > 0, forbidden());
      const body = await chatPhoto({ db, storage, messageId, key });
      return reply
        .headers({
          "Cache-Control": `private, max-age=${secondsLeft}`,
          "X-Content-Type-Options": "nosniff",
        })
        .type(contentTypeOf(key))
        .send(body);
    },
  );
}
