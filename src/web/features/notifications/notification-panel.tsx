import { Button } from "../../components/button";
import { PushOptIn } from "../../components/push-opt-in";
import { useMessages } from "../../lib/i18n";
import type { useNotifications } from "./api";
import { NotificationList } from "./notification-list";
import { NotificationListSkeleton } from "./notification-list-skeleton";

export type NotificationPanelProps = {
  /** The bell's read of the list (one observer: the panel opening asks the server nothing more). */
  notifications: ReturnType<typeof useNotifications>;
  /** What was unread when the panel opened: highlighted while it stays open. */
  fresh: ReadonlySet<string>;
  now: Date;
  /** Following an item closes the panel. */
  onNavigate: () => void;
};

/**
 * What the open bell shows under its title: the list (or its loading and error states) and the
 * offer of push notifications. Its code, with the list's icons and the push opt-in, loads when a
 * member first reaches for the bell, not with every screen.
 */
export function NotificationPanel({ notifications, fresh, now, onNavigate }: NotificationPanelProps) {
  const t = useMessages("notifications");
  const data = notifications.data;
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {notifications.isPending ? (
          <NotificationListSkeleton />
        ) : notifications.isError && !data ? (
          <div className="flex flex-col items-center gap-3 px-6 py-8 text-center">
            <p role="alert" className="text-sm font-medium text-red-600">
              {t("loadError")}
            </p>
            <Button
              variant="secondary"
              busy={notifications.isRefetching}
              onClick={() => void notifications.refetch()}
            >
              {t("tryAgain")}
            </Button>
          </div>
        ) : (
          <NotificationList items={data?.items ?? []} fresh={fresh} now={now} onNavigate={onNavigate} />
        )}
      </div>
      <PushOptIn />
    </>
  );
}
