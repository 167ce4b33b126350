import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

// The badge's size and its icon's, which fills half of it.
const SIZES = {
  md: ["size-10", "size-5"],
  lg: ["size-12", "size-6"],
  xl: ["size-14", "size-7"],
  "2xl": ["size-16", "size-8"],
} as const;

/** An icon in a brand-tinted circle, as empty states and section rows show it (decorative). */
export function IconBadge({
  icon: glyph,
  size,
  className,
}: {
  icon: IconNode;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const [badge, icon] = SIZES[size];
  return (
    <span
      className={cn(
        "flex items-center justify-center rounded-full bg-brand-50 text-brand-600",
        badge,
        className,
      )}
    >
      <Icon node={glyph} aria-hidden="true" className={icon} />
    </span>
  );
}
