import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import { approvalBadge, type BadgeTone } from "../format";

const TONES: Record<BadgeTone, string> = {
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  green: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  red: "bg-red-50 text-red-700 ring-red-200",
  gray: "bg-gray-100 text-gray-700 ring-gray-200",
};

/** A small rounded label. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The host's view of a listing: Pending Approval, Listed, Rejected or Cancelled by you. */
export function ApprovalBadge({
  event,
  className,
}: {
  event: Parameters<typeof approvalBadge>[0];
  className?: string;
}) {
  const t = useMessages("listings");
  const { label, tone } = approvalBadge(event);
  return (
    <Badge tone={tone} className={className}>
      {t(label)}
    </Badge>
  );
}
