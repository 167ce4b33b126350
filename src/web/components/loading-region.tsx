import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n";

/** Announces the loading content once, as "Loading" or what `label` says; the blocks inside are decorative. */
export function LoadingRegion({
  children,
  label: given,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  const t = useMessages("shell");
  const label = given ?? t("loading");
  return (
    <div role="status" aria-label={label} aria-live="polite" className={className}>
      {children}
    </div>
  );
}
