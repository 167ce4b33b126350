import { DEFAULT_EVENT_IMAGE } from "@shared/category-images";
import { cn } from "../lib/cn";
import { ImageWithFallback } from "./image-with-fallback";

/** The event's picture, or the default picture when there is none or it fails to load. */
export function EventImage({
  src,
  className,
  loading = "lazy",
}: {
  src: string | null | undefined;
  className?: string;
  /** "eager" for the picture at the top of a screen. */
  loading?: "lazy" | "eager";
}) {
  return (
    <ImageWithFallback
      src={src}
      fallback={DEFAULT_EVENT_IMAGE}
      loading={loading}
      decoding="async"
      className={cn("bg-stone-100 object-cover", className)}
    />
  );
}
