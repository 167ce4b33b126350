import { CalendarDays, ClipboardList, House, type LucideIcon, MessageCircle, UsersRound } from "lucide-react";

/** A live count an entry can show as a dot: "chatUnread" is the member's unread chat messages. */
export type NavBadge = "chatUnread";

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Optional: a dot on the icon while the count is above zero (the member chat entry only). */
  badge?: NavBadge;
};

/** SPEC 2 "Shared layout": the five entries of the member navigation. */
export const MEMBER_NAV: readonly NavItem[] = [
  { to: "/", label: "Home", icon: House },
  { to: "/events", label: "Events", icon: CalendarDays },
  { to: "/people", label: "People", icon: UsersRound },
  { to: "/listing", label: "Listings", icon: ClipboardList },
  { to: "/chat", label: "Chat", icon: MessageCircle, badge: "chatUnread" },
];

/** SPEC 2: the active entry is the one whose path the current path starts with; home only on "/". */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname.startsWith(to);
}
