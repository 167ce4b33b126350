import { ChevronRight, type IconNode } from "lucide";
import { Icon } from "../../components/icon";
import { Link } from "../../components/link";
import { cn } from "../../lib/cn";

/**
 * The admin home's way to one of its queues (failed deliveries; reports have the navigation's
 * badge, ADR 0043): its label with the count, amber while something waits. The label leaves the count out
 * while it loads or when it cannot be read (the queue's screen itself says why).
 */
export function QueueLink({
  to,
  icon,
  label,
  count,
  className,
}: {
  to: string;
  icon: IconNode;
  label: string;
  count: number | undefined;
  className?: string | undefined;
}) {
  const waiting = count !== undefined && count > 0;
  return (
    <Link
      to={to}
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-2xl border py-2 pr-3 pl-4 text-base font-semibold transition-colors focus-ring",
        waiting
          ? "border-amber-200 bg-amber-50 text-amber-950 hover:bg-amber-100"
          : "border-gray-200/80 bg-white text-gray-900 hover:bg-stone-50",
        className,
      )}
    >
      <Icon
        node={icon}
        aria-hidden="true"
        className={cn("size-5 shrink-0", waiting ? "text-amber-700" : "text-gray-500")}
      />
      <span className="min-w-0 flex-1">{label}</span>
      <Icon node={ChevronRight} aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}
