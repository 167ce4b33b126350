import type { FastifyInstance, FastifyRequest } from "fastify";
import { createEventSchema } from "../../../shared/create-event";
import { todayInIndia } from "../../../shared/event-rules";
import { LIMITS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/texts";
import { badRequest } from "../../platform/errors";
import { prepareImage, putImage } from "../../platform/images";
import { readMultipart } from "../../platform/multipart";
import type { Viewer } from "../auth/session-service";
import { createEvent } from "./service";

// POST /api/events takes JSON, or a multipart form when the host uploads a cover image ("image").
// Fields the host does not own (status, createdBy, availableSlots, image URLs) are never read.
export async function createEventFromRequest(opts: {
  app: FastifyInstance;
  request: FastifyRequest;
  viewer: Viewer;
}) {
  const { app, request, viewer } = opts;
  let fields: unknown = request.body;
  let cover: { body: Buffer; fileName: string } | undefined;
  if (request.isMultipart()) {
    // One cover ("image", or "cover" from older clients); any other file is streamed past.
    const form = await readMultipart(request, {
      files: { image: 1, cover: 1 },
      maxBytes: 2 * LIMITS.imageMaxBytes + 64 * 1024,
    });
    fields = form.fields;
    cover = form.files.find((f) => f.field === "image" || f.field === "cover");
  }
  const parsed = createEventSchema(todayInIndia()).safeParse(fields ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidInput);
  // Checked and encoded now (a file that is no picture is refused first, as before); stored only once
  // the listing is not refused for another reason (createEvent).
  const prepared = cover ? await prepareImage({ body: cover.body, fileName: cover.fileName }) : undefined;
  return createEvent({
    db: app.deps.db,
    viewer,
    input: parsed.data,
    ...(prepared ? { storeCover: async () => (await putImage(app.deps.storage, prepared)).key } : {}),
  });
}
