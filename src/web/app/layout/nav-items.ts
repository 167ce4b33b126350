import { CalendarDays, ClipboardList, House, MessageCircle, UsersRound } from "lucide";
import type { IconNode } from "../../components/icon";
import type { MessageKey } from "../../lib/i18n";

/** A live count an entry can show as a dot: "chatUnread" is the member's unread chat messages. */
export type NavBadge = "chatUnread";

export type NavItem = {
  to: string;
  /** The entry's name in the shell's catalogue (the navigation renders it in the member's language). */
  label: MessageKey<"shell">;
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
  { to: "/", label: "navHome", icon: House },
  { to: "/events", label: "navEvents", icon: CalendarDays },
  { to: "/people", label: "navPeople", icon: UsersRound },
  { to: "/listing", label: "navListings", icon: ClipboardList },
  { to: "/chat", label: "navChat", icon: MessageCircle, badge: "chatUnread" },
];

/** SPEC 2: the active entry is the one whose path the current path starts with; home only on "/". */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname.startsWith(to);
}

/**
 * A conversation (a direct or a group thread) takes the phone's screen under the site header, as
 * chat apps do: no bottom bar (SPEC 2 makes the navigation optional), so that the messages keep at
 * least 70 % of a 390 x 844 screen (issue 41 item 5); the thread's own header leads back to /chat.
 * A group's costs and album keep the bar.
 */
export function isThreadPath(pathname: string): boolean {
  return /^\/chats\/(?:user\/[^/]+|group\/[^/]+\/[^/]+)\/?$/.test(pathname);
}
