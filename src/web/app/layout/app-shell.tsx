import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { DESKTOP_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { BottomNav } from "./bottom-nav";
import type { NavItem } from "./nav-items";
import { OfflineBanner } from "./offline-banner";
import { SideNav } from "./side-nav";
import { SiteHeader, type SiteHeaderProps } from "./site-header";
import { SkipLink } from "./skip-link";

export type AppShellProps = {
  nav: readonly NavItem[];
  navLabel: string;
  activeTo: string | null;
  header?: SiteHeaderProps;
  /** A screen that fills the phone under the header (a chat thread): no bottom bar, no room kept for it. */
  immersive?: boolean;
  children: ReactNode;
};

/** Header (with the offline strip under it), navigation and a width-capped content column on a stone-50 page. */
export function AppShell({ nav, navLabel, activeTo, header, immersive = false, children }: AppShellProps) {
  // Only the navigation the screen shows is rendered: on a phone the side bar's links, icons and
  // counts are work the first paint would wait for and nobody sees. Where the width is unknown
  // (no matchMedia), both render and the CSS breakpoints choose, as before.
  const wide = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className="min-h-dvh bg-stone-50">
      <SkipLink />
      <SiteHeader {...header} />
      <OfflineBanner />
      <div className="mx-auto flex max-w-[1360px] md:gap-6 md:px-6 lg:gap-10">
        {wide !== false && (
          <aside className="hidden w-20 shrink-0 pt-8 md:block lg:w-52">
            <SideNav items={nav} activeTo={activeTo} label={navLabel} />
          </aside>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            "min-w-0 flex-1 px-4 pt-5 focus:outline-none md:px-0 md:pt-8 md:pb-16",
            immersive ? "pb-0" : "pb-28",
          )}
        >
          <div className="mx-auto w-full max-w-[1100px]">{children}</div>
        </main>
      </div>
      {wide !== true && !immersive && <BottomNav items={nav} activeTo={activeTo} label={navLabel} />}
    </div>
  );
}
