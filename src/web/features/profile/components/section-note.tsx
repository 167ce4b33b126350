import type { ReactNode } from "react";
import { Icon, type IconNode } from "../../../components/icon";
import { cn } from "../../../lib/cn";

const NOTE = "flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-4 text-sm text-gray-600";

/** A quiet line in a /profile section where a list has nothing to show ("You haven't blocked anyone."). */
export function SectionNote({
  icon,
  className,
  children,
}: {
  icon: IconNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn(NOTE, className)}>
      <Icon node={icon} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
      {children}
    </p>
  );
}
