import { Icon } from "../../components/icon";
import { Link } from "../../components/link";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { useUnread } from "../../lib/queries/unread";
import type { NavBadge, NavItem } from "./nav-items";

export type NavLinkItemProps = {
  item: NavItem;
  active: boolean;
  /** "bar": icon over a small label (phones); "side": icon beside its label (side bar). */
  variant: "bar" | "side";
};

/** One navigation entry; entries with a badge follow their live count. */
export function NavLinkItem(props: NavLinkItemProps) {
  if (props.item.useOpenCount) return <OpenCountNavLink {...props} useOpenCount={props.item.useOpenCount} />;
  return props.item.badge ? <CountedNavLink {...props} badge={props.item.badge} /> : <NavEntry {...props} />;
}

function useBadgeCount(badge: NavBadge): number {
  const unread = useUnread();
  switch (badge) {
    case "chatUnread":
      return unread.data?.total ?? 0;
    default:
      return 0;
  }
}

function CountedNavLink({ badge, ...props }: NavLinkItemProps & { badge: NavBadge }) {
  return <NavEntry {...props} count={useBadgeCount(badge)} />;
}

// The item's own hook, called on every render of this component only: the rules of hooks hold.
function OpenCountNavLink({ useOpenCount, ...props }: NavLinkItemProps & { useOpenCount: () => number }) {
  return <NavEntry {...props} count={useOpenCount()} shows="number" />;
}

/** 28 px icon, orange when active and gray otherwise, aria-current on the active one, a dot for news. */
function NavEntry({
  item: { to, label, icon },
  active,
  variant,
  count = 0,
  shows = "dot",
}: NavLinkItemProps & { count?: number; shows?: "dot" | "number" }) {
  const t = useMessages("shell");
  const name = t(label);
  // The accessible name: "Chat", or "Chat, 3 unread" ("Reports, 2 open") while the count is above zero.
  const accessibleName =
    count > 0 ? t(shows === "number" ? "navOpen" : "navUnread", { label: name, count }) : name;
  return (
    <Link
      to={to}
      aria-label={accessibleName}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex items-center rounded-2xl transition-colors",
        "focus-ring",
        variant === "bar"
          ? "min-w-11 flex-1 flex-col justify-center gap-1"
          : "min-h-12 flex-col justify-center gap-1 px-2 py-2 lg:flex-row lg:justify-start lg:gap-3 lg:px-4",
        variant === "side" && (active ? "bg-brand-50" : "hover:bg-stone-100"),
        active ? "text-brand-600" : "text-gray-400 hover:text-gray-600",
      )}
    >
      <span className="relative flex shrink-0">
        <Icon node={icon} aria-hidden="true" size={28} strokeWidth={active ? 2.25 : 1.75} />
        {count > 0 && shows === "number" && (
          <span
            aria-hidden="true"
            data-testid="nav-count"
            className="absolute -top-1.5 -right-2.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
        {count > 0 && shows === "dot" && (
          <span
            aria-hidden="true"
            data-testid="nav-dot"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-brand-500 ring-2 ring-white"
          />
        )}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          "font-medium",
          variant === "bar" ? "text-[11px] leading-none" : "text-[11px] lg:text-base",
          // The icon carries the SPEC's orange or gray; the label stays dark enough to read (AA).
          active ? "text-brand-700" : "text-gray-600",
        )}
      >
        {name}
      </span>
    </Link>
  );
}
