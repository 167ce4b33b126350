import { createHash } from "node:crypto";
import sharp from "sharp";
import { LIMITS } from "../../shared/limits";
import { MESSAGES } from "../../shared/messages";
import { badRequest } from "./errors";
import type { Storage } from "./storage";

// Only these decoders may run on uploads; sharp would otherwise read SVG, GIF, TIFF and more.
const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp"]);

export type StoredImage = { key: string; thumbKey: string };

// Decodes to prove the bytes are an image (the declared type and name are not trusted), caps the pixels,
// auto-rotates, drops every metadata block (EXIF GPS above all) and stores WebP under content hashes.
export async function storeImage(opts: { storage: Storage; body: Buffer; fileName?: string }): Promise<StoredImage> {
  const name = opts.fileName ?? "image";
  if (opts.body.length > LIMITS.imageMaxBytes) throw badRequest(MESSAGES.imageTooLarge(name));
  let format: string | undefined;
  try {
    ({ format } = await sharp(opts.body, { limitInputPixels: LIMITS.imageMaxPixels }).metadata());
  } catch {
    throw badRequest(MESSAGES.notAnImage(name));
  }
  if (!format || !ALLOWED_FORMATS.has(format)) throw badRequest(MESSAGES.notAnImage(name));
  try {
    const base = () =>
      sharp(opts.body, { limitInputPixels: LIMITS.imageMaxPixels, failOn: "error" }).rotate();
    const [full, thumb] = await Promise.all([
      base()
        .resize(LIMITS.imageLongSide, LIMITS.imageLongSide, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      base()
        .resize(LIMITS.imageThumbSide, LIMITS.imageThumbSide, { fit: "cover" })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    const key = `${hash(full)}.webp`;
    const thumbKey = `${hash(thumb)}.webp`;
    await Promise.all([opts.storage.put(key, full), opts.storage.put(thumbKey, thumb)]);
    return { key, thumbKey };
  } catch (error) {
    if ((error as Error).message?.includes("pixel limit")) throw badRequest(MESSAGES.invalidImage);
    throw badRequest(MESSAGES.imageProcessing);
  }
}

function hash(body: Buffer): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 40);
}
