import { BadgeCheck } from "lucide";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { Icon } from "./icon";

/** "Phone verified" (issue 38): the member proved their number with a code sent by SMS. */
export function PhoneVerifiedBadge({ className }: { className?: string }) {
  const t = useMessages("shell");
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-700",
        className,
      )}
    >
      <Icon node={BadgeCheck} aria-hidden="true" className="size-4 shrink-0" />
      {t("phoneVerified")}
    </p>
  );
}
