import type { Verification } from "@shared/contracts/person";
import { BadgeCheck, ScanFace } from "lucide";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { Icon } from "./icon";

const BADGE = "inline-flex items-center gap-1 rounded-full bg-emerald-50 font-medium text-emerald-700";
const SIZES = {
  md: { badge: "px-2.5 py-1 text-sm", icon: "size-4 shrink-0" },
  sm: { badge: "px-2 py-0.5 text-xs", icon: "size-3.5 shrink-0" },
} as const;

/**
 * "Phone verified" and "Photo verified" (issue 38 item 5): the checks a member passed, wherever one is
 * weighed up (a profile, a listing's host, the Seekers a host reviews, the admins' views), in the
 * reader's language from the shell's catalogue. Nothing when they passed none: an absent badge says
 * enough. `size="sm"` for list rows.
 */
export function VerificationBadges({
  member,
  size = "md",
  className,
}: {
  member: Verification;
  size?: "sm" | "md";
  className?: string;
}) {
  const t = useMessages("shell");
  const badges = [
    member.phoneVerified && { key: "phone", icon: BadgeCheck, label: t("phoneVerified") },
    member.photoVerified && { key: "photo", icon: ScanFace, label: t("photoVerified") },
  ].filter((b) => b !== false);
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t("checksPassed")} className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.map((b) => (
        <li key={b.key} className={cn(BADGE, SIZES[size].badge)}>
          <Icon node={b.icon} aria-hidden="true" className={SIZES[size].icon} />
          {b.label}
        </li>
      ))}
    </ul>
  );
}
