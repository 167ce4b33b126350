import type { NavItem } from "./nav-items";
import { NavLinkItem } from "./nav-link-item";

export type NavProps = {
  items: readonly NavItem[];
  /** The `to` of the active entry, or null when none is active. */
  activeTo: string | null;
  label: string;
};

/** Under 768 px: a bar of height 16 units fixed to the bottom of the screen. */
export function BottomNav({ items, activeTo, label }: NavProps) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch justify-around px-1">
        {items.map((item) => (
          <li key={item.to} className="flex flex-1 py-1">
            <NavLinkItem item={item} active={item.to === activeTo} variant="bar" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
