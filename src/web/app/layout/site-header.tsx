import { CircleUserRound } from "lucide";
import { BrandMark } from "../../components/brand-mark";
import { Icon } from "../../components/icon";
import { Link } from "../../components/link";
import { NotificationBell } from "../../features/notifications/notification-bell";
import { useMessages } from "../../lib/i18n";
import { APP_NAME } from "../../lib/texts";

export type SiteHeaderProps = {
  /** Where the brand mark leads. */
  homeTo?: string;
  /** A small label next to the brand, e.g. "Admin". */
  badge?: string;
  /** The notification bell before the profile icon (signed-in layouts; on unless turned off). */
  notifications?: boolean;
};

/**
 * SPEC 2 "Shared layout": brand mark on the left, a user icon opening /profile on the right, and
 * (beyond the SPEC) the notification bell next to it.
 */
export function SiteHeader({ homeTo = "/", badge, notifications = true }: SiteHeaderProps) {
  const t = useMessages("shell");
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/70 bg-stone-50/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-[1360px] items-center justify-between px-4 md:px-6">
        <div className="flex items-center gap-2">
          <Link
            to={homeTo}
            aria-label={t("homeLink", { appName: APP_NAME })}
            className="-ml-1 flex min-h-11 items-center rounded-xl px-1 focus-ring"
          >
            <BrandMark />
          </Link>
          {badge && (
            <span className="rounded-full bg-gray-900 px-2.5 py-1 text-xs font-semibold tracking-wide text-white">
              {badge}
            </span>
          )}
        </div>
        <div className="-mr-1 flex items-center gap-1">
          {notifications && <NotificationBell />}
          <Link
            to="/profile"
            aria-label={t("yourProfile")}
            className="flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-stone-200/70 focus-ring"
          >
            <Icon node={CircleUserRound} aria-hidden="true" size={28} strokeWidth={1.75} />
          </Link>
        </div>
      </div>
    </header>
  );
}
