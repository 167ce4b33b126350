import { CalendarDays, ClipboardList, House, MessageCircle, UsersRound } from "lucide";
import type { IconNode } from "../../components/icon";
import { NAV_TEXTS } from "../../lib/texts";

/**
 * A live count an entry shows: "chatUnread" (a dot) is the member's unread chat messages,
 * "openCases" (the number) the admins' open moderation cases (ADR 0043).
 */
export type NavBadge = "chatUnread" | "openCases";

export type NavItem = {
  to: string;
  label: string;
  icon: IconNode;
  /** Optional: a dot or the count on the icon while the count is above zero. */
  badge?: NavBadge;
};

/** SPEC 2 "Shared layout": the five entries of the member navigation. */
export const MEMBER_NAV: readonly NavItem[] = [
  { to: "/", label: NAV_TEXTS.home, icon: House },
  { to: "/events", label: NAV_TEXTS.events, icon: CalendarDays },
  { to: "/people", label: NAV_TEXTS.people, icon: UsersRound },
  { to: "/listing", label: NAV_TEXTS.listings, icon: ClipboardList },
  { to: "/chat", label: NAV_TEXTS.chat, icon: MessageCircle, badge: "chatUnread" },
];

/** SPEC 2: the active entry is the one whose path the current path starts with; home only on "/". */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname.startsWith(to);
}
