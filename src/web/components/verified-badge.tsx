import { BadgeCheck, ScanFace } from "lucide";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { Icon } from "./icon";

// Each check's icon and words in the shell's catalogue.
const CHECKS = {
  phone: { icon: BadgeCheck, label: "phoneVerified" },
  photo: { icon: ScanFace, label: "photoVerified" },
} as const;

/**
 * "Phone verified" (issue 38: the member proved their number with a code sent by SMS) or "Photo
 * verified" (issue 38 item 4: an admin compared the member's live selfie with their profile).
 */
export function VerifiedBadge({ check, className }: { check: keyof typeof CHECKS; className?: string }) {
  const t = useMessages("shell");
  const { icon, label } = CHECKS[check];
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-700",
        className,
      )}
    >
      <Icon node={icon} aria-hidden="true" className="size-4 shrink-0" />
      {t(label)}
    </p>
  );
}
