import { Link } from "react-router";
import { cn } from "../../lib/cn";
import type { NavItem } from "./nav-items";

export type NavLinkItemProps = {
  item: NavItem;
  active: boolean;
  /** "bar": icon over a small label (phones); "side": icon beside its label (side bar). */
  variant: "bar" | "side";
};

/** One navigation entry: 28 px icon, orange when active and gray otherwise, aria-current on the active one. */
export function NavLinkItem({ item: { to, label, icon: Icon }, active, variant }: NavLinkItemProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex items-center rounded-2xl transition-colors",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500",
        variant === "bar"
          ? "min-w-11 flex-1 flex-col justify-center gap-1"
          : "min-h-12 flex-col justify-center gap-1 px-2 py-2 lg:flex-row lg:justify-start lg:gap-3 lg:px-4",
        variant === "side" && (active ? "bg-orange-50" : "hover:bg-stone-100"),
        active ? "text-orange-600" : "text-gray-400 hover:text-gray-600",
      )}
    >
      <Icon aria-hidden="true" size={28} strokeWidth={active ? 2.25 : 1.75} />
      <span
        aria-hidden="true"
        className={cn(
          "font-medium",
          variant === "bar" ? "text-[11px] leading-none" : "text-[11px] lg:text-base",
          // The icon carries the SPEC's orange or gray; the label stays dark enough to read (AA).
          active ? "text-orange-700" : "text-gray-600",
        )}
      >
        {label}
      </span>
    </Link>
  );
}
