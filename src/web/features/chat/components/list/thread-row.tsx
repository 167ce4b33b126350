import type { ReactNode } from "react";
import { Link } from "../../../../components/link";
import { Skeleton, SkeletonLines, SkeletonList } from "../../../../components/skeleton";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { UnreadBadge } from "./unread-badge";

export type ThreadRowProps = {
  to: string;
  /** The avatar or event picture on the left (decorative: the title names the thread). */
  media: ReactNode;
  title: string;
  /** A small tag after the title, such as "Host". */
  tag?: ReactNode;
  preview: string;
  /** ISO time of the last message, and the same as the list shows it ("5m"). */
  time?: string;
  timeLabel?: string;
  unread: number;
};

/** A line of a row: its words, cut short where they do not fit, then what ends the line. */
function RowLine({ text, className, children }: { text: string; className: string; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2">
      <span className={cn("min-w-0 truncate", className)}>{text}</span>
      {children}
    </span>
  );
}

/** One thread of the chat list: picture, name, last message, time and the unread count. */
export function ThreadRow({ to, media, title, tag, preview, time, timeLabel, unread }: ThreadRowProps) {
  const t = useMessages("chat");
  const hasUnread = unread > 0;
  return (
    <Link
      to={to}
      className={cn(
        "group flex min-h-18 items-center gap-3 px-4 py-3 transition-colors hover:bg-stone-50 active:bg-stone-100",
        "focus-visible:relative focus-ring focus-visible:ring-inset",
      )}
    >
      {media}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <RowLine
          text={title}
          className={cn(
            "text-base text-gray-900 group-hover:text-brand-700",
            hasUnread ? "font-bold" : "font-semibold",
          )}
        >
          {tag}
          {time && timeLabel && (
            <time
              dateTime={time}
              className={cn(
                "ml-auto shrink-0 pl-1 text-xs tabular-nums",
                hasUnread ? "font-semibold text-brand-700" : "text-gray-500",
              )}
            >
              {timeLabel}
            </time>
          )}
        </RowLine>
        <RowLine
          text={preview}
          className={cn("flex-1 text-sm", hasUnread ? "font-medium text-gray-900" : "text-gray-600")}
        >
          {hasUnread && (
            <>
              <UnreadBadge count={unread} />
              <span className="sr-only">, {t("unread", { count: unread })}</span>
            </>
          )}
        </RowLine>
      </span>
    </Link>
  );
}

/** Row-shaped placeholders while a list loads. */
export function ThreadRowsSkeleton({ rows = 3, square = false }: { rows?: number; square?: boolean }) {
  const t = useMessages("chat");
  return (
    <SkeletonList
      count={rows}
      label={t("loading")}
      className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm"
    >
      <div aria-hidden="true" className="flex min-h-18 items-center gap-3 px-4 py-3">
        <Skeleton className={cn("size-12 shrink-0", square ? "rounded-xl" : "rounded-full")} />
        <div className="flex-1 space-y-2">
          <SkeletonLines
            className="flex items-center justify-between gap-4"
            lines={["h-4 w-36", "h-3 w-8"]}
          />
          <Skeleton className="h-3.5 w-3/4" />
        </div>
      </div>
    </SkeletonList>
  );
}
