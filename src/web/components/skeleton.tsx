import { cn } from "../lib/cn";

/** A placeholder block shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-stone-200/80", className)} />;
}
