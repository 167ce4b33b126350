import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp from "sharp";
import { IMAGE_VARIANTS, type ImageVariant, parseVariantKey, variantKey } from "../../shared/image-variants";
import { LIMITS } from "../../shared/limits";
import { MESSAGES } from "../../shared/texts";
import { badRequest } from "./errors";
import type { Storage } from "./storage";

// Only these decoders may run on uploads; sharp would otherwise read SVG, GIF, TIFF and more.
const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp"]);

export type StoredImage = { key: string };

// Decodes to prove the bytes are an image (the declared type and name are not trusted), caps the pixels,
// auto-rotates, drops every metadata block (EXIF GPS above all) and stores WebP under content hashes.
export type StoreImageOptions = {
  storage: Storage;
  body: Buffer;
  fileName?: string;
  // The refusal when the bytes are not a JPEG, PNG or WebP; "{file} is not a valid image file." by
  // default (SPEC 8's image picker), the avatar has a sentence of its own.
  notAnImage?: string;
};

export async function storeImage(opts: StoreImageOptions): Promise<StoredImage> {
  return putImage(opts.storage, await prepareImage(opts));
}

/** An upload decoded and re-encoded, with its smaller copies, not stored yet (see prepareImage). */
export type PreparedImage = { key: string; files: ReadonlyArray<readonly [key: string, body: Buffer]> };

/**
 * The checks and encoding of storeImage without the storing: a request with several pictures, or
 * whose other checks may still refuse it, prepares them first and stores them only once nothing is
 * refused, so a refused request leaves no picture behind that nothing points at (and nothing would
 * ever delete, not even the member's account deletion).
 */
export function prepareImage(opts: Omit<StoreImageOptions, "storage">): Promise<PreparedImage> {
  return decoding(() => decodeAndEncode(opts));
}

export async function putImage(storage: Storage, image: PreparedImage): Promise<StoredImage> {
  await Promise.all(image.files.map(([key, body]) => storage.put(key, body)));
  return { key: image.key };
}

// Decoding a 40 MP picture takes hundreds of MB and a core for a while: at most two run at once in a
// process, the rest wait their turn (16 covers at once took memory from 422 to 836 MB and the health
// check to 2.9 s before this queue).
const decoding = pLimit(2);

// The checks every upload passes before a pixel is decoded (the signature, the header's format
// and pixel count), then the decode: turned upright, fitted in the long side, every metadata
// block dropped (sharp keeps none unless asked), encoded by `encode`.
async function reencode(
  opts: Omit<StoreImageOptions, "storage">,
  encode: (image: sharp.Sharp) => sharp.Sharp,
): Promise<Buffer> {
  const name = opts.fileName ?? "image";
  const notAnImage = opts.notAnImage ?? MESSAGES.notAnImage(name);
  if (opts.body.length > LIMITS.imageMaxBytes) throw badRequest(MESSAGES.imageTooLarge(name));
  // Sniff the signature first, so that no other decoder (SVG, GIF, TIFF, HEIF…) ever sees the bytes.
  if (!signatureFormat(opts.body)) throw badRequest(notAnImage);
  let meta: sharp.Metadata;
  try {
    // Reads the header only; the pixel count is checked before anything is decoded.
    meta = await sharp(opts.body, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(notAnImage);
  }
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format) || meta.format !== signatureFormat(opts.body))
    throw badRequest(notAnImage);
  if (!meta.width || !meta.height || meta.width * meta.height > LIMITS.imageMaxPixels) {
    throw badRequest(MESSAGES.invalidImage);
  }
  try {
    return await encode(
      sharp(opts.body, { limitInputPixels: LIMITS.imageMaxPixels, failOn: "error" })
        .rotate()
        .resize(LIMITS.imageLongSide, LIMITS.imageLongSide, { fit: "inside", withoutEnlargement: true }),
    ).toBuffer();
  } catch {
    // A header that promised an image whose data does not decode.
    throw badRequest(MESSAGES.invalidImage);
  }
}

/**
 * A private picture (a photo check's selfie, ADR 0044): the same checks and clean re-encoding as
 * every upload, as one JPEG at 1080 px at most, not stored under a content hash (its bytes live with
 * the row that owns them, and go with it).
 */
export function reencodePrivateImage(opts: {
  body: Buffer;
  notAnImage: string;
}): Promise<{ body: Buffer; contentType: "image/jpeg" }> {
  return decoding(async () => ({
    body: await reencode(opts, (image) => image.jpeg({ quality: 85, mozjpeg: true })),
    contentType: "image/jpeg" as const,
  }));
}

async function decodeAndEncode(opts: Omit<StoreImageOptions, "storage">): Promise<PreparedImage> {
  const full = await reencode(opts, (image) => image.webp({ quality: 82 }));
  // Outside the decode's try: a failure from here on is ours, not the member's (a logged 500, never a 400).
  const key = `${hash(full)}.webp`;
  const copies = await Promise.all(
    IMAGE_VARIANTS.map(async (variant) => [variantKey(key, variant), await resized(full, variant)] as const),
  );
  return { key, files: [[key, full] as const, ...copies] };
}

// The smaller copies a phone asks for instead of the 1080 px picture (src/shared/image-variants.ts
// names them): a 480 px wide one for srcset, and a 256 px square for the small round and square
// pictures of lists. They are made from the stored WebP, never from the upload, so the same function
// serves pictures stored before the copies existed (see deriveVariant).
async function resized(full: Buffer, variant: ImageVariant): Promise<Buffer> {
  const image = sharp(full, { failOn: "error" });
  if (variant === "w480")
    return image.resize({ width: 480, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return image
    .resize(LIMITS.imageThumbSide, LIMITS.imageThumbSide, { fit: "cover" })
    .webp({ quality: 78 })
    .toBuffer();
}

/**
 * A smaller copy of a stored picture that has none yet (one stored before the copies were made):
 * made from the stored original on first request and kept. Null when there is no such original.
 */
export function deriveVariant(storage: Storage, key: string): Promise<Buffer | null> {
  const parsed = parseVariantKey(key);
  if (!parsed) return Promise.resolve(null);
  return decoding(async () => {
    const original = await storage.get(parsed.original);
    if (!original) return null;
    let body: Buffer;
    try {
      body = await resized(original, parsed.variant);
    } catch {
      // Not a picture this server stored (a stray file of that name): nothing to show.
      return null;
    }
    await storage.put(key, body);
    return body;
  });
}

function signatureFormat(body: Buffer): "jpeg" | "png" | "webp" | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return "jpeg";
  if (body.length >= 8 && body.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (
    body.length >= 12 &&
    body.toString("latin1", 0, 4) === "RIFF" &&
    body.toString("latin1", 8, 12) === "WEBP"
  )
    return "webp";
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function hash(body: Buffer): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 40);
}
