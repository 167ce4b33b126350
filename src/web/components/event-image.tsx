import { DEFAULT_EVENT_IMAGE } from "@shared/category-images";
import { COVER_SIZES, coverSrcSet } from "@shared/cover-image";
import { variantUrl } from "@shared/image-variants";
import { cn } from "../lib/cn";
import { ImageWithFallback } from "./image-with-fallback";

// "cover": a 16:9 picture as wide as its card or screen, with the 480 px copy in srcset for narrow
// boxes. "thumb": a small square (lists), served as the 256 px square copy instead of 1080 px.
type Shape = "cover" | "thumb";

/** The event's picture, or the default picture when there is none or it fails to load. */
export function EventImage({
  src,
  className,
  shape = "cover",
  sizes = COVER_SIZES,
  priority = false,
}: {
  src: string | null | undefined;
  className?: string;
  shape?: Shape;
  /** The `sizes` of a cover: how wide it is drawn. */
  sizes?: string;
  /** The screen's largest picture (its LCP): fetched first and at once, never lazily. */
  priority?: boolean;
}) {
  const srcSet = src ? coverSrcSet(src) : null;
  const square = src ? variantUrl(src, "sq256") : null;
  const cover = shape === "cover";
  return (
    <ImageWithFallback
      src={cover ? src : (square ?? src)}
      srcSet={cover && srcSet ? srcSet : undefined}
      sizes={cover && srcSet ? sizes : undefined}
      fallback={DEFAULT_EVENT_IMAGE}
      // The box's own shape, so the space is kept before the style sheet or the picture arrives.
      width={cover ? 480 : 256}
      height={cover ? 270 : 256}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("bg-stone-100 object-cover", className)}
    />
  );
}
