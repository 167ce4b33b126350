import { BadgeCheck, Ban, CircleSlash, CircleX, Hourglass } from "lucide";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { type AdminStatusTone, adminStatusBadge, type ReviewedListing } from "../status";

const TONES: Record<AdminStatusTone, { className: string; icon: typeof Hourglass }> = {
  pending: { className: "bg-amber-50 text-amber-800 ring-amber-200", icon: Hourglass },
  rejected: { className: "bg-red-50 text-red-700 ring-red-200", icon: CircleX },
  verified: { className: "bg-emerald-50 text-emerald-700 ring-emerald-200", icon: BadgeCheck },
  withdrawn: { className: "bg-gray-100 text-gray-700 ring-gray-300", icon: CircleSlash },
  cancelled: { className: "bg-gray-100 text-gray-700 ring-gray-300", icon: Ban },
};

export type StatusBadgeProps = {
  listing: ReviewedListing;
  size?: "sm" | "md";
  className?: string;
};

/** Pending, Rejected or Verified (SPEC 3), Withdrawn or Cancelled by its host, with an icon so the colour is not the only cue. */
export function StatusBadge({ listing, size = "sm", className }: StatusBadgeProps) {
  const t = useMessages("admin");
  const badge = adminStatusBadge(listing);
  const tone = TONES[badge.tone];
  const glyph = tone.icon;
  return (
    <span
      data-status={badge.tone}
      className={cn(
        "inline-flex items-center gap-1 rounded-full font-semibold ring-1 ring-inset",
        size === "sm" ? "px-2 py-0.5 text-xs" : "px-3 py-1 text-sm",
        tone.className,
        className,
      )}
    >
      <Icon node={glyph} aria-hidden="true" className={size === "sm" ? "size-3.5" : "size-4"} />
      {t(badge.label)}
    </span>
  );
}
