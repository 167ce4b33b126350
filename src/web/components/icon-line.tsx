import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

export type IconLineProps = {
  icon: IconNode;
  children: ReactNode;
  /** On the line, e.g. `min-w-0` so a long place can truncate, or another text colour. */
  className?: string;
  /** On the icon, e.g. another tone. */
  iconClassName?: string;
  /** On the text, e.g. `truncate` for a place that may not fit. */
  textClassName?: string;
};

/** One small fact of a card (a day, a place, a host): an icon before a line of grey text. */
export function IconLine({ icon: glyph, children, className, iconClassName, textClassName }: IconLineProps) {
  return (
    <p className={cn("flex items-center gap-2 text-sm text-gray-600", className)}>
      <Icon node={glyph} aria-hidden="true" className={cn("size-4 shrink-0 text-brand-600", iconClassName)} />
      <span className={textClassName}>{children}</span>
    </p>
  );
}
