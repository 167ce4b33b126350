import sharp from "sharp";

let png: Promise<Buffer> | undefined;

// The profile picture every registration needs (SPEC 5): a small orange square, made once per worker.
export function avatarPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 249, g: 115, b: 22 } } })
    .png()
    .toBuffer();
  return png;
}
