import { DEFAULT_EVENT_IMAGE } from "@shared/category-images";
import { useState } from "react";
import { cn } from "../lib/cn";

/** The event's picture, or the default picture when there is none or it fails to load. */
export function EventImage({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : DEFAULT_EVENT_IMAGE;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={cn("bg-stone-100 object-cover", className)}
    />
  );
}
