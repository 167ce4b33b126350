import { cn } from "../../../../lib/cn";

/** "3", or "99+" past 99. */
export function badgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The orange count pill of an unread thread; decorative (the row says it in words). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white tabular-nums",
        className,
      )}
    >
      {badgeCount(count)}
    </span>
  );
}
