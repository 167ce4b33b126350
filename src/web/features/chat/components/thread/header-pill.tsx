import type { IconNode } from "lucide";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { cn } from "../../../../lib/cn";

/**
 * A way out of a group thread that sits in its header as a small pill: the costs (issue 28 item 7)
 * and, from 640 px, the album (item 1). Each leads to a chunk of its own, loaded when followed.
 */
export function HeaderPill({
  to,
  icon,
  label,
  name,
  wideOnly = false,
}: {
  to: string;
  icon: IconNode;
  /** What the pill shows. */
  label: string;
  /** What a screen reader says: the pill names the experience too. */
  name: string;
  /** Shown from 640 px only (on a phone the header has no room left). */
  wideOnly?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label={name}
      className={cn(
        "min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-gray-200 bg-white px-3 text-sm font-semibold text-gray-800 transition-colors hover:bg-stone-50 focus-ring",
        wideOnly ? "hidden sm:flex" : "flex",
      )}
    >
      <Icon node={icon} aria-hidden="true" className="size-4.5 text-brand-600" />
      {label}
    </Link>
  );
}
