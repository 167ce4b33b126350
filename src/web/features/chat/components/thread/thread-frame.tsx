import { ArrowLeft, ChevronRight } from "lucide";
import { type ReactNode, useEffect } from "react";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { Skeleton } from "../../../../components/skeleton";
import { useMessages } from "../../../../lib/i18n";
import { documentTitle } from "../../../../lib/texts";

/**
 * The chat panel fills the space under the site header (h-16) on phones, edge to edge, with no bottom
 * bar (the member layout leaves it out on a thread: app/layout/nav-items.ts, isThreadPath), its
 * composer above the phone's own bottom edge (the safe area); from 768 px it is a card in the content
 * column. Its own list scrolls, so the thread header and the composer always stay in view.
 *
 * The negative margins undo the padding of AppShell's <main> (pt-5 and, on a thread, no bottom
 * padding on phones; pt-8 pb-16 from md) and the heights leave room for the site header (h-16 plus
 * its 1 px border), so the page itself never scrolls: keep them in step with app-shell.tsx and
 * site-header.tsx. Offline, the strip under the header publishes its height as
 * --offline-banner-height (app/layout/offline-banner.tsx).
 */
const FRAME = [
  "-mx-4 -mt-5 flex h-[calc(100dvh-4rem-1px-var(--offline-banner-height,0px))] flex-col bg-stone-50 pb-[env(safe-area-inset-bottom)]",
  "md:mx-auto md:mt-0 md:-mb-10 md:h-[calc(100dvh-7.5rem-1px-var(--offline-banner-height,0px))] md:max-w-3xl md:overflow-hidden",
  "md:rounded-2xl md:border md:border-gray-200/80 md:shadow-sm",
].join(" ");

export function ThreadFrame({
  header,
  children,
  footer,
}: {
  header: ReactNode;
  /** The message list, or a loading, empty or error state. */
  children: ReactNode;
  /** The composer; absent when the thread cannot be used. */
  footer?: ReactNode;
}) {
  return (
    <div className={FRAME}>
      {header}
      <div className="relative min-h-0 flex-1">{children}</div>
      {footer}
    </div>
  );
}

/** Sets the tab's title while the screen is open. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

export type ThreadHeaderProps = {
  /** The screen's single h1: the other member's or the event's name. */
  title: string;
  subtitle?: ReactNode;
  /** The avatar or event picture. */
  media: ReactNode;
  /** Where the title leads (the profile or the event) and the link's name. */
  to?: string;
  linkLabel?: string;
  loading?: boolean;
  /** At the header's end, e.g. the way to a group's costs. */
  actions?: ReactNode;
};

/** Back to /chat, then the other side of the conversation, linking to their page. */
export function ThreadHeader({
  title,
  subtitle,
  media,
  to,
  linkLabel,
  loading = false,
  actions,
}: ThreadHeaderProps) {
  const t = useMessages("thread");
  const identity = loading ? (
    <>
      <Skeleton className="size-11 shrink-0 rounded-full" />
      <span className="min-w-0 flex-1 space-y-1.5">
        <h1 className="sr-only">{title}</h1>
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-3 w-24" />
      </span>
    </>
  ) : (
    <>
      {media}
      <span className="min-w-0 flex-1">
        <h1 className="truncate text-base leading-6 font-semibold text-gray-900">{title}</h1>
        {subtitle && <span className="block truncate text-sm text-gray-600">{subtitle}</span>}
      </span>
      {to && <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />}
    </>
  );

  return (
    <header className="flex min-h-16 shrink-0 items-center gap-1 border-b border-gray-200/80 bg-white/95 px-2 py-1.5 backdrop-blur sm:px-3">
      <Link
        to="/chat"
        aria-label={t("back")}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-stone-100 focus-ring"
      >
        <Icon node={ArrowLeft} aria-hidden="true" className="size-6" />
      </Link>
      {to && !loading ? (
        <Link
          to={to}
          aria-label={linkLabel}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1.5 transition-colors hover:bg-stone-50 focus-ring"
        >
          {identity}
        </Link>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3 p-1.5">{identity}</div>
      )}
      {actions}
    </header>
  );
}
