import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { useMessages } from "../../lib/i18n";
import { readPreference, writePreference } from "../../lib/local-preference";
import { ADMIN_NAV, ADMIN_TAB_KEY, resolveAdminTab } from "./admin-nav-items";
import { AppShell } from "./app-shell";

/** The admin area's layout: its own navigation whose active tab is remembered and follows the URL. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const t = useMessages("shell");
  const tab = resolveAdminTab(pathname, readPreference(ADMIN_TAB_KEY));

  useEffect(() => {
    writePreference(ADMIN_TAB_KEY, tab);
  }, [tab]);

  const activeTo = ADMIN_NAV.find((item) => item.tab === tab)?.to ?? null;
  return (
    <AppShell
      nav={ADMIN_NAV}
      navLabel={t("adminNav")}
      activeTo={activeTo}
      header={{ badge: t("adminBadge") }}
    >
      <Outlet />
    </AppShell>
  );
}
