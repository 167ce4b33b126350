import { ScanFace } from "lucide";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { Icon } from "./icon";

/** "Photo verified" (issue 38 item 4): an admin compared the member's live selfie with their profile. */
export function PhotoVerifiedBadge({ className }: { className?: string }) {
  const t = useMessages("shell");
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-700",
        className,
      )}
    >
      <Icon node={ScanFace} aria-hidden="true" className="size-4 shrink-0" />
      {t("photoVerified")}
    </p>
  );
}
