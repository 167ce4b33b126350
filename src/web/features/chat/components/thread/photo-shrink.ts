// A phone photo is often 3-8 MB and 4000 px wide; the server keeps 1080 px. Before sending, one
// larger than this is drawn smaller on a canvas (turned upright as its EXIF says, and with no EXIF
// left, GPS included): less to send over a phone's data, and under the 5 MB an upload may be. The
// server checks, resizes and strips it again whatever the browser did (ADR 0018).

/** Long side of what is sent: twice the server's 1080 px, so its own resize has room. */
const SEND_LONG_SIDE = 2160;
/** Files this small go as they are. */
const SMALL_BYTES = 1.5 * 1024 * 1024;

export type ShrunkPhoto = { blob: Blob; fileName: string };

export async function shrinkPhoto(file: File): Promise<ShrunkPhoto> {
  const original = { blob: file as Blob, fileName: file.name || "photo.jpg" };
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // Not something this browser decodes (HEIC on some phones): the server says what it takes.
    return original;
  }
  try {
    const scale = Math.min(1, SEND_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_BYTES) return original;
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return original;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.86));
    if (!blob) return original;
    return { blob, fileName: `${original.fileName.replace(/\.[^.]*$/, "") || "photo"}.jpg` };
  } finally {
    bitmap.close();
  }
}
