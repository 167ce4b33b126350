import { Bell, X } from "lucide";
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "../../components/button";
import { Icon } from "../../components/icon";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { useNow } from "../../lib/use-now";
import { useMarkNotificationsRead, useNotifications } from "./api";
import { NotificationListSkeleton } from "./notification-list-skeleton";
import type { NotificationPanelProps } from "./notification-panel";

// The open panel's code (the list, its icons, the push opt-in) is asked for when the member reaches
// for the bell (pointer over it, focus on it), so that a screen's first visit does not bring it.
type PanelModule = Pick<typeof import("./notification-panel"), "NotificationPanel">;
const loadPanelModule = (): Promise<PanelModule> => import("./notification-panel");

type PanelProps = NotificationPanelProps & { onRetry: () => void };

/**
 * When the panel's code cannot be fetched (offline before it was ever loaded): say so, offer again.
 * Its words are the frame's (shell), already here: the panel's own catalogue may be as unreachable
 * as its code.
 */
function PanelUnavailable({ onRetry }: PanelProps) {
  const t = useMessages("shell");
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <p role="alert" className="text-sm font-medium text-red-600">
        {t("panelLoadError")}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t("panelTryAgain")}
      </Button>
    </div>
  );
}

/** The panel, loaded on first use; a failed load resolves to PanelUnavailable rather than throwing. */
const lazyPanel = (load: () => Promise<PanelModule>) =>
  lazy(async (): Promise<{ default: ComponentType<PanelProps> }> => {
    try {
      return { default: (await load()).NotificationPanel };
    } catch {
      return { default: PanelUnavailable };
    }
  });
const firstPanel = lazyPanel(loadPanelModule);

/** "3", or "9+" past nine (the badge is small). */
function bellCount(unread: number): string {
  return unread > 9 ? "9+" : String(unread);
}

/**
 * The header's bell: a count while something is unread; a click opens the list (a sheet under the
 * header on phones, a popover from 640 px) and marks the stored notifications read. Escape closes
 * it and gives focus back to the bell; a click outside or following an item closes it too.
 */
export function NotificationBell({
  loadPanel = loadPanelModule,
}: {
  /** Where the open panel's code comes from: the app's chunk (a test gives one that fails). */
  loadPanel?: () => Promise<PanelModule>;
}) {
  const t = useMessages("shell");
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState(() =>
    loadPanel === loadPanelModule ? firstPanel : lazyPanel(loadPanel),
  );
  const preloadPanel = () => {
    void loadPanel().catch(() => {
      // The panel says so when it is opened.
    });
  };
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const marked = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { pathname } = useLocation();
  const now = useNow();

  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { mutate: markAllRead } = markRead;
  const data = notifications.data;
  const unread = data?.unread ?? 0;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    marked.current = false;
    setFresh(new Set());
    setOpen(true);
  };

  // While open: what was unread stays highlighted, and the stored items are marked read once.
  useEffect(() => {
    if (!open || !data) return;
    const unreadIds = data.items.filter((item) => !item.read).map((item) => item._id);
    if (unreadIds.length > 0) setFresh((held) => new Set([...held, ...unreadIds]));
    if (!marked.current && data.unread > 0) {
      marked.current = true;
      markAllRead();
    }
  }, [open, data, markAllRead]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
      }
    };
    // Tabbing out of the list closes it (a blur to nowhere, such as leaving the window, focuses nothing).
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, close]);

  // Another screen (Back, a link elsewhere) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("bell", { unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className={cn(
          "relative flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-stone-200/70",
          "focus-ring",
          open && "bg-stone-200/70",
        )}
      >
        <Icon node={Bell} aria-hidden="true" size={26} strokeWidth={1.75} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-bold text-white tabular-nums ring-2 ring-stone-50"
          >
            {bellCount(unread)}
          </span>
        )}
      </button>
      {open && (
        <>
          <div aria-hidden="true" className="fixed inset-x-0 top-16 h-dvh bg-gray-950/25 sm:hidden" />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            tabIndex={-1}
            className={cn(
              "fixed inset-x-0 top-16 flex max-h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] flex-col overflow-hidden rounded-b-2xl border-b border-gray-200 bg-white shadow-xl focus:outline-none",
              "sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(32rem,calc(100dvh-6rem))] sm:w-96 sm:rounded-2xl sm:border",
            )}
          >
            <div className="flex items-center justify-between gap-2 border-b border-gray-100 py-2 pr-2 pl-4">
              <h2 id={titleId} className="text-base font-semibold text-gray-900">
                {t("bellTitle")}
              </h2>
              <button
                type="button"
                aria-label={t("bellClose")}
                onClick={() => close(true)}
                className="flex size-11 items-center justify-center rounded-full text-gray-500 hover:bg-stone-100 focus-ring"
              >
                <Icon node={X} aria-hidden="true" className="size-5" />
              </button>
            </div>
            <Suspense
              fallback={
                <div className="min-h-0 flex-1 overflow-hidden">
                  <NotificationListSkeleton />
                </div>
              }
            >
              <Panel
                notifications={notifications}
                fresh={fresh}
                now={now}
                onNavigate={() => close(false)}
                onRetry={() => setPanel(() => lazyPanel(loadPanel))}
              />
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
