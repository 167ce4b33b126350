// The smaller copies the server keeps of every uploaded picture (src/server/platform/images.ts), named
// from the picture's own key so the web can ask for one without the API listing it:
// `<hash>.webp` (1080 px long side), `<hash>.w480.webp` (480 px wide), `<hash>.sq256.webp` (256 px
// square). Pictures the project ships (/images/...) have no copies.

export const IMAGE_VARIANTS = ["w480", "sq256"] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

const ORIGINAL = /^([0-9a-f]{40})\.webp$/;
const VARIANT = /^([0-9a-f]{40})\.(w480|sq256)\.webp$/;

export function variantKey(originalKey: string, variant: ImageVariant): string {
  return originalKey.replace(/\.webp$/, `.${variant}.webp`);
}

export function parseVariantKey(key: string): { original: string; variant: ImageVariant } | null {
  const match = VARIANT.exec(key);
  if (!match) return null;
  return { original: `${match[1]}.webp`, variant: match[2] as ImageVariant };
}

/** `/uploads/<hash>.webp` -> the URL of its copy; any other picture has none (null). */
export function variantUrl(url: string, variant: ImageVariant): string | null {
  const prefix = "/uploads/";
  if (!url.startsWith(prefix) || !ORIGINAL.test(url.slice(prefix.length))) return null;
  return `${prefix}${variantKey(url.slice(prefix.length), variant)}`;
}

/** A key the server makes for an upload: the picture itself or one of its copies. */
export function isImageKey(key: string): boolean {
  return ORIGINAL.test(key) || VARIANT.test(key);
}
