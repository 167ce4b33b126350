import type { NavProps } from "./bottom-nav";
import { NavLinkItem } from "./nav-link-item";

/** From 768 px: a side bar on the left (icons with small labels, icon and label in a row from 1024 px). */
export function SideNav({ items, activeTo, label }: NavProps) {
  return (
    <nav aria-label={label} className="sticky top-22 hidden md:block">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLinkItem item={item} active={item.to === activeTo} variant="side" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
