import { variantUrl } from "@shared/image-variants";
import { cn } from "../lib/cn";
import { ImageWithFallback } from "./image-with-fallback";

export const DEFAULT_AVATAR = "/images/avatar-default.webp";

const SIZES = {
  sm: "size-9",
  /** A thread's header. */
  "sm-plus": "size-11",
  md: "size-12",
  lg: "size-16",
  xl: "size-24",
  /** A member's own page. */
  "2xl": "size-28",
} as const;

// The ring that sets a picture off what is behind it: none in lists and threads, a wider one on a hero.
const RINGS = {
  none: "",
  white: "ring-2 ring-white",
  tinted: "ring-2 ring-brand-50",
  wide: "ring-4 ring-white",
} as const;

export type AvatarProps = {
  src?: string | null;
  /** The person's name: the image's alternative text. Leave empty when the name is printed next to it. */
  name?: string;
  size?: keyof typeof SIZES;
  ring?: keyof typeof RINGS;
  className?: string;
};

export function Avatar({ src, name = "", size = "md", ring = "white", className }: AvatarProps) {
  return (
    <ImageWithFallback
      // At most 96 px on screen: the 256 px square copy of an upload, not its 1080 px original.
      src={src ? (variantUrl(src, "sq256") ?? src) : src}
      fallback={DEFAULT_AVATAR}
      alt={name}
      width={256}
      height={256}
      loading="lazy"
      decoding="async"
      className={cn(
        "shrink-0 rounded-full bg-gradient-to-br from-brand-100 to-amber-200 object-cover",
        RINGS[ring],
        SIZES[size],
        className,
      )}
    />
  );
}
