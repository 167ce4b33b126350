import type { ReactNode } from "react";
import { CONTROL_TEXTS } from "../lib/texts";

/** Announces the loading content once; the blocks inside are decorative. */
export function LoadingRegion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-label={CONTROL_TEXTS.loading} aria-live="polite" className={className}>
      {children}
    </div>
  );
}
