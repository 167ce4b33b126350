import { CircleCheck } from "lucide";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

/**
 * The green line saying an action worked ("Unblocked.", "Saved."), in a polite live region that is
 * always there, so that screen readers announce the message when it appears. Nothing shows without one.
 */
export function SuccessNotice({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite">
      {children && (
        <p
          className={cn(
            "flex items-center gap-2 rounded-xl border border-emerald-100 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-700",
            className,
          )}
        >
          <Icon node={CircleCheck} aria-hidden="true" className="size-5 shrink-0" />
          {children}
        </p>
      )}
    </div>
  );
}
