import type { ReactNode } from "react";
import { CONTROL_TEXTS } from "../lib/texts";

/** Announces the loading content once, as "Loading" or what `label` says; the blocks inside are decorative. */
export function LoadingRegion({
  children,
  label = CONTROL_TEXTS.loading,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} aria-live="polite" className={className}>
      {children}
    </div>
  );
}
