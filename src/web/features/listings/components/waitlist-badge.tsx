import { ListOrdered } from "lucide";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";

/** "From the waitlist": a request made for the member when a seat freed (ADR 0022). */
export function WaitlistBadge({ className }: { className?: string }) {
  const t = useMessages("listings");
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200",
        className,
      )}
    >
      <Icon node={ListOrdered} aria-hidden="true" className="size-3.5" />
      {t("fromWaitlist")}
    </span>
  );
}
