import type { FastifyRequest } from "fastify";
import { LIMITS } from "../../../shared/limits";
import { PHOTO_MESSAGES } from "../../../shared/texts";
import { badRequest } from "../../platform/errors";
import { type PreparedImage, prepareImage } from "../../platform/images";
import { readMultipart } from "../../platform/multipart";
import { CHAT_PHOTO_PREFIX } from "../../platform/storage";
import { reachable, sendDirectMessage } from "./direct-service";
import { memberGroup, sendGroupMessage } from "./group-service";

// A photo sent in a conversation (issue 28 item 1): a multipart form of one picture ("image"), its
// caption ("content") and the message it answers ("replyTo"). The picture goes through the same
// pipeline as a profile picture or a cover (platform/images.ts, ADR 0018): only JPEG, PNG and WebP
// decoded, the pixels capped, turned upright, every metadata block (EXIF GPS above all) dropped,
// re-encoded as WebP at 1080 px with its smaller copies. It is stored only once the send is not
// refused for another reason (the service puts it), so a refused photo leaves nothing behind.

// One picture and a caption at most: anything larger is refused from its Content-Length, and the
// plugin's 5 MB per file stops a body that lies about it before it is buffered.
const MAX_PHOTO_FORM_BYTES = LIMITS.imageMaxBytes + 64 * 1024;

/** What the form holds, named as the message's send names it: the caption is its `content`. */
export type PhotoForm = { photo: PreparedImage; content: string | undefined; replyTo: string | undefined };

/**
 * Reads the form, checking `mayUpload` (the sender belongs to the conversation) before the picture
 * is read, so a stranger's file is never held in memory; then checks and encodes the picture.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  mayUpload: () => Promise<unknown>,
): Promise<PhotoForm> {
  const form = await readMultipart(request, {
    files: { image: 1 },
    maxBytes: MAX_PHOTO_FORM_BYTES,
    beforeFiles: async () => {
      await mayUpload();
    },
  });
  const file = form.files.find((f) => f.field === "image");
  if (!file) {
    // No picture: the conversation's own refusal comes first, as for any send.
    await mayUpload();
    throw badRequest(PHOTO_MESSAGES.required);
  }
  const photo = asChatPhoto(await prepareImage({ body: file.body, fileName: file.fileName }));
  return { photo, content: form.fields.content, replyTo: form.fields.replyTo };
}

// A chat photo's bytes are its own, under keys /uploads refuses ("chat-<hash>.webp" and its copies):
// only a link signed for its message shows it (photo-route.ts), and removing the message erases them
// even when the same picture is someone's avatar (issue 41 item 6).
function asChatPhoto(image: PreparedImage): PreparedImage {
  return {
    key: `${CHAT_PHOTO_PREFIX}${image.key}`,
    files: image.files.map(([key, body]) => [`${CHAT_PHOTO_PREFIX}${key}`, body] as const),
  };
}

// A photo's send takes what its message's send takes, less what the form holds (its caption, the
// picture, the message it answers) and the client id, which a photo's send does not carry.
type PhotoSend<Send> = Omit<Send, keyof PhotoForm | "clientId"> & { request: FastifyRequest };

/** A photo to an event's group: the group's own rules (members only) before the picture is read. */
export async function sendGroupPhoto(opts: PhotoSend<Parameters<typeof sendGroupMessage>[0]>) {
  const { request, ...send } = opts;
  const form = await readPhotoForm(request, () => memberGroup(send.db, send.viewerId, send.eventId));
  return sendGroupMessage({ ...send, ...form });
}

/** A photo in a direct conversation: the other member must be reachable before the picture is read. */
export async function sendDirectPhoto(opts: PhotoSend<Parameters<typeof sendDirectMessage>[0]>) {
  const { request, ...send } = opts;
  const form = await readPhotoForm(request, () =>
    reachable(send.db, send.senderId, send.recipientId, "sending"),
  );
  return sendDirectMessage({ ...send, ...form });
}
