import type { ReactNode } from "react";

/** Announces the loading content once; the blocks inside are decorative. */
export function LoadingRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-label="Loading" aria-live="polite">
      {children}
    </div>
  );
}
