import { ChevronRight, MessageSquareWarning } from "lucide";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { cn } from "../../../../lib/cn";
import { ADMIN_REVIEW_FLAG_TEXTS } from "../../../../lib/texts";
import { useReviewFlags } from "../api";

/**
 * The admin home's way to /admin/reviews: "Reported reviews (N)", amber while some wait. The count
 * is left out while it loads or when it cannot be read (the screen itself says why).
 */
export function ReviewFlagsLink({ className }: { className?: string }) {
  const flags = useReviewFlags();
  const count = flags.data?.length;
  const waiting = count !== undefined && count > 0;
  return (
    <Link
      to="/admin/reviews"
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-2xl border py-2 pr-3 pl-4 text-base font-semibold transition-colors focus-ring",
        waiting
          ? "border-amber-200 bg-amber-50 text-amber-950 hover:bg-amber-100"
          : "border-gray-200/80 bg-white text-gray-900 hover:bg-stone-50",
        className,
      )}
    >
      <Icon
        node={MessageSquareWarning}
        aria-hidden="true"
        className={cn("size-5 shrink-0", waiting ? "text-amber-700" : "text-gray-500")}
      />
      <span className="min-w-0 flex-1">{ADMIN_REVIEW_FLAG_TEXTS.link(count)}</span>
      <Icon node={ChevronRight} aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}
