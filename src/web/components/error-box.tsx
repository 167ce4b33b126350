import { CircleAlert } from "lucide";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

export type ErrorBoxProps = {
  children: ReactNode;
  /** An optional action, such as a "Try again" button. */
  action?: ReactNode;
  className?: string;
};

/** The SPEC's red box: red-600 text on red-50, announced to screen readers. */
export function ErrorBox({ children, action, className }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-3 rounded-xl border border-red-100 bg-red-50 px-4 py-3 text-sm text-red-700",
        className,
      )}
    >
      <Icon node={CircleAlert} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 font-medium">{children}</div>
      {action}
    </div>
  );
}
