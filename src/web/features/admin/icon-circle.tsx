import { Icon, type IconNode } from "../../components/icon";
import { cn } from "../../lib/cn";

// The admin screens' own: the member screens draw the same kind of circle in place, because a
// component their areas shared moved Rollup's chunk folds and grew home's first visit (about 5 KB
// gzip in a production build), as the category map's fold did (commit 29c775ca).

/**
 * An icon centred in a circle, the mark beside a card's heading or a detail's label (decorative,
 * hidden from screen readers). The circle's size and colours and the icon's size come from the
 * caller: a tinted circle on a white card, a white one on a tinted notice.
 */
export function IconCircle({
  icon,
  className,
  iconSize,
}: {
  icon: IconNode;
  /** The circle's size and colours. */
  className: string;
  /** The icon's size class, e.g. `size-5`. */
  iconSize: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full", className)}
    >
      <Icon node={icon} className={iconSize} />
    </span>
  );
}
