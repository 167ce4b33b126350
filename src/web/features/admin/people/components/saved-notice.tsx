import { CircleCheck } from "lucide";
import type { ReactNode } from "react";
import { CloseButton } from "../../../../components/close-button";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";

/** A green confirmation ("Score saved.") announced to screen readers, with a close button. */
export function SavedNotice({
  children,
  onDismiss,
  className,
}: {
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  const t = useMessages("admin-people");
  return (
    <div
      className={cn(
        "flex items-center gap-3 rounded-xl border border-emerald-100 bg-emerald-50 py-1 pr-1 pl-4 text-sm font-semibold text-emerald-700",
        className,
      )}
    >
      <Icon node={CircleCheck} aria-hidden="true" className="size-5 shrink-0" />
      <p role="status" className="min-w-0 flex-1 py-2">
        {children}
      </p>
      {onDismiss && (
        <CloseButton
          label={t("dismiss")}
          onClick={onDismiss}
          className="text-emerald-700 hover:bg-emerald-100"
        />
      )}
    </div>
  );
}
