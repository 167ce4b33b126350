import { useState } from "react";
import { Icon, type IconNode } from "../../../components/icon";
import { Link } from "../../../components/link";
import { cn } from "../../../lib/cn";

export type ImageTileProps = {
  to: string;
  title: string;
  caption: string;
  image: string;
  icon: IconNode;
  /** Gradient shown under the picture, and instead of it when the picture is missing. */
  fallback: string;
  className?: string;
};

/** A home shortcut: picture (or a gradient when it cannot load), icon, title and caption. */
export function ImageTile({ to, title, caption, image, icon: glyph, fallback, className }: ImageTileProps) {
  const [missing, setMissing] = useState(false);
  return (
    <Link
      to={to}
      className={cn(
        "group relative isolate flex min-h-44 flex-col justify-end overflow-hidden rounded-2xl p-4 text-white shadow-sm",
        "transition-transform duration-200 hover:-translate-y-0.5 hover:shadow-lg md:p-5",
        "focus-ring focus-visible:ring-offset-2",
        "bg-gradient-to-br",
        fallback,
        className,
      )}
    >
      {!missing && (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setMissing(true)}
          className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      )}
      {/* The scrim is dark where the words sit, so they keep 4.5:1 over the lightest part of any
          picture (measured in e2e/home-contrast.spec.ts), and clear above them. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 from-25% via-black/65 via-50% to-transparent to-85% lg:from-15% lg:via-30% lg:to-60%"
      />
      <span className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-sm md:top-5 md:left-5">
        <Icon node={glyph} aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg leading-tight font-semibold md:text-xl">{title}</span>
      <span className="mt-1 text-sm text-white/85">{caption}</span>
    </Link>
  );
}
