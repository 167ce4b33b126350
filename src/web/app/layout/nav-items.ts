import { CalendarDays, ClipboardList, House, MessageCircle, UsersRound } from "lucide";
import type { IconNode } from "../../components/icon";
import { NAV_TEXTS } from "../../lib/texts";

/** A live count an entry can show as a dot: "chatUnread" is the member's unread chat messages. */
export type NavBadge = "chatUnread";

export type NavItem = {
  to: string;
  label: string;
  icon: IconNode;
  /** Optional: a dot on the icon while the count is above zero (the member chat entry only). */
  badge?: NavBadge;
  /**
   * Optional: a hook answering a count of things waiting, shown as the number on the icon (the
   * admins' open reports, ADR 0043). A hook the item brings, so that the member layout, which
   * shares the entry's code, never loads what the admin count reads.
   */
  useOpenCount?: () => number;
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
