import { type ImgHTMLAttributes, useState } from "react";

export type ImageWithFallbackProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string | null | undefined;
  /** Shown when there is no picture or it fails to load. */
  fallback: string;
};

/** A picture that falls back to a default one when it is missing or fails to load. */
export function ImageWithFallback({ src, srcSet, fallback, alt = "", ...rest }: ImageWithFallbackProps) {
  // Remembers which picture failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = Boolean(src) && src !== failedSrc;
  return (
    <img
      {...rest}
      src={usable && src ? src : fallback}
      // The copies in srcSet are the same picture: when it fails, none of them is asked for again.
      srcSet={usable ? srcSet : undefined}
      alt={alt}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
