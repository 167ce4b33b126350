import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export type EmptyStateProps = {
  icon: LucideIcon;
  /** The SPEC's empty text, e.g. "No events found.". */
  text: string;
  /** The action that fills the list, e.g. a "+ Create Experience" link. */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon: Icon, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-gray-200 bg-white/60 px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="max-w-xs text-base text-gray-600">{text}</p>
      {action}
    </div>
  );
}
