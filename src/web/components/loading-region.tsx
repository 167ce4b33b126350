import type { ReactNode } from "react";

/** Announces the loading content once; the blocks inside are decorative. */
export function LoadingRegion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-label="Loading" aria-live="polite" className={className}>
      {children}
    </div>
  );
}
