import { Ban, Flag, ShieldCheck } from "lucide";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { flagsLabel } from "../format";

const TONES = {
  banned: "bg-red-50 text-red-700 ring-red-200",
  admin: "bg-indigo-50 text-indigo-700 ring-indigo-200",
  flags: "bg-amber-50 text-amber-800 ring-amber-200",
} as const;

export type MemberBadgesProps = {
  isBanned?: boolean;
  role?: string;
  flagCount?: number;
  className?: string;
};

/** "Banned", "Admin" and "N flags", each with an icon so that colour is not the only cue. */
export function MemberBadges({ isBanned = false, role, flagCount = 0, className }: MemberBadgesProps) {
  const t = useMessages("admin");
  if (!isBanned && role !== "admin" && flagCount <= 0) return null;
  return (
    <ul aria-label={t("status")} className={cn("flex flex-wrap items-center gap-1.5", className)}>
      {isBanned && (
        <Badge tone="banned" icon={Ban}>
          {t("banned")}
        </Badge>
      )}
      {role === "admin" && (
        <Badge tone="admin" icon={ShieldCheck}>
          {t("adminRole")}
        </Badge>
      )}
      {flagCount > 0 && (
        <Badge tone="flags" icon={Flag}>
          {flagsLabel(t, flagCount)}
        </Badge>
      )}
    </ul>
  );
}

function Badge({
  tone,
  icon: glyph,
  children,
}: {
  tone: keyof typeof TONES;
  icon: typeof Ban;
  children: string;
}) {
  return (
    <li
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
      )}
    >
      <Icon node={glyph} aria-hidden="true" className="size-3.5" />
      {children}
    </li>
  );
}
