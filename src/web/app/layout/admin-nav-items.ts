import { CalendarDays, House, ScanFace, ShieldAlert, UsersRound } from "lucide";
import { useModerationCounts } from "../../lib/queries/moderation";
import { usePhotoCheckCounts } from "../../lib/queries/photo-checks";
import type { NavItem } from "./nav-items";

export type AdminTab = "home" | "events" | "people" | "reports" | "photos";

export const ADMIN_TAB_KEY = "adminTab";

export const ADMIN_NAV: ReadonlyArray<NavItem & { tab: AdminTab }> = [
  { tab: "home", to: "/admin", label: "navHome", icon: House },
  { tab: "events", to: "/admin/event", label: "navEvents", icon: CalendarDays },
  { tab: "people", to: "/admin/people", label: "navPeople", icon: UsersRound },
  // The one moderation queue (ADR 0043), with the count of open cases as its badge.
  {
    tab: "reports",
    to: "/admin/moderation",
    label: "navReports",
    icon: ShieldAlert,
    useOpenCount: () => useModerationCounts().data?.all ?? 0,
  },
  // Selfies of "Verify your photo" waiting for review (ADR 0044), with their count as the badge.
  {
    tab: "photos",
    to: "/admin/photo-checks",
    label: "navPhotos",
    icon: ScanFace,
    useOpenCount: () => usePhotoCheckCounts().data?.pending ?? 0,
  },
];

function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_NAV.some((item) => item.tab === value);
}

/**
 * The tab a URL belongs to, or null for screens reachable from several tabs (a user's profile,
 * the flag screens): those keep the tab remembered from before.
 */
export function adminTabForPath(pathname: string): AdminTab | null {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/admin") return "home";
  if (path.startsWith("/admin/event")) return "events";
  if (path.startsWith("/admin/people") || path.startsWith("/admin/match")) return "people";
  if (path.startsWith("/admin/moderation")) return "reports";
  if (path.startsWith("/admin/photo-checks")) return "photos";
  return null;
}

export function resolveAdminTab(pathname: string, remembered: string | null): AdminTab {
  return adminTabForPath(pathname) ?? (isAdminTab(remembered) ? remembered : "home");
}
