import type { FastifyRequest } from "fastify";
import { LIMITS } from "../../../shared/limits";
import { PHOTO_CHECK_MESSAGES } from "../../../shared/texts";
import { AppError, badRequest } from "../../platform/errors";
import { reencodePrivateImage } from "../../platform/images";
import { readMultipart } from "../../platform/multipart";

// The selfie's upload (ADR 0044): a multipart form with one picture, "selfie". Bounded before it is
// buffered, as every upload (platform/multipart.ts): a body over the limit is refused from its
// Content-Length, and the plugin's 5 MB per file stops one that lies about it. `mayUpload` runs
// before the picture is read, so a member with no pose waiting has nothing held in memory. The
// picture is then decoded by the JPEG, PNG or WebP decoder only, turned upright, stripped of every
// metadata block (EXIF GPS above all) and re-encoded as a JPEG.
const MAX_SELFIE_FORM_BYTES = LIMITS.imageMaxBytes + 16 * 1024;

export async function readSelfie(request: FastifyRequest, mayUpload: () => Promise<void>) {
  let form: Awaited<ReturnType<typeof readMultipart>>;
  try {
    form = await readMultipart(request, {
      files: { selfie: 1 },
      maxBytes: MAX_SELFIE_FORM_BYTES,
      beforeFiles: mayUpload,
    });
  } catch (error) {
    // The platform's sentences name the avatar or a request; these name the selfie.
    if (error instanceof AppError && error.statusCode === 413)
      throw new AppError(413, PHOTO_CHECK_MESSAGES.tooLarge);
    if (error instanceof AppError && error.statusCode === 415)
      throw new AppError(415, PHOTO_CHECK_MESSAGES.notMultipart);
    throw error;
  }
  const file = form.files.find((f) => f.field === "selfie");
  if (!file) {
    await mayUpload();
    throw badRequest(PHOTO_CHECK_MESSAGES.selfieRequired);
  }
  return reencodePrivateImage({ body: file.body, notAnImage: PHOTO_CHECK_MESSAGES.notAnImage });
}
