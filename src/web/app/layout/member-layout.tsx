import { Outlet, useLocation } from "react-router";
import { useMessages } from "../../lib/i18n";
import { useFollowAccountLanguage } from "../follow-account-language";
import { useRealtimeBridge } from "../realtime-bridge";
import { AppShell } from "./app-shell";
import { isNavActive, isThreadPath, MEMBER_NAV } from "./nav-items";

/** The layout of every signed-in member screen; it also keeps the realtime socket open. */
export function MemberLayout() {
  const { pathname } = useLocation();
  const t = useMessages("shell");
  useRealtimeBridge();
  useFollowAccountLanguage();
  const active = MEMBER_NAV.find((item) => isNavActive(pathname, item.to))?.to ?? null;
  return (
    <AppShell nav={MEMBER_NAV} navLabel={t("memberNav")} activeTo={active} immersive={isThreadPath(pathname)}>
      <Outlet />
    </AppShell>
  );
}
