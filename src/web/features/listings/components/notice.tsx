import { CircleCheck, Info } from "lucide";
import type { ReactNode } from "react";
import { CloseButton } from "../../../components/close-button";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";

/** A calm success or information line, announced politely; optionally dismissible. */
export function Notice({
  children,
  tone = "success",
  onDismiss,
  className,
}: {
  children: ReactNode;
  tone?: "success" | "info";
  onDismiss?: () => void;
  className?: string;
}) {
  const t = useMessages("listings");
  return (
    <div
      role="status"
      className={cn(
        "flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium",
        tone === "success"
          ? "border-emerald-100 bg-emerald-50 text-emerald-700"
          : "border-brand-100 bg-brand-50 text-brand-800",
        className,
      )}
    >
      {tone === "success" ? (
        <Icon node={CircleCheck} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Icon node={Info} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <CloseButton
          label={t("dismiss")}
          onClick={onDismiss}
          iconSize="size-4"
          target="size-9"
          className="-my-2 -mr-2 hover:bg-black/5"
        />
      )}
    </div>
  );
}
