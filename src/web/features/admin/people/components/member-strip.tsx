import { ChevronRight } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { SkeletonItem } from "../../../../components/skeleton";
import { useMessages } from "../../../../lib/i18n";
import { personLine } from "../format";

export type MemberStripProps = {
  member:
    | { _id: string; name: string; avatar: string | null; gender?: string; location?: string }
    | undefined;
  /** Names the link to the admin profile, e.g. "View profile". */
  linkLabel?: string;
  className?: string;
};

/** The member a screen is about: avatar, name, gender and location, and a link to their admin profile. */
export function MemberStrip({ member, linkLabel, className }: MemberStripProps) {
  const t = useMessages("admin");
  if (!member) {
    return (
      <div className={className}>
        <SkeletonItem
          className="flex items-center gap-3 rounded-2xl border border-gray-200/80 bg-white p-3 shadow-sm"
          lines={["h-4 w-32", "h-3.5 w-44"]}
        />
      </div>
    );
  }
  const line = personLine(t, member);
  return (
    <div className={className}>
      <div className="flex items-center gap-3 rounded-2xl border border-gray-200/80 bg-white py-3 pr-2 pl-3 shadow-sm">
        <Avatar src={member.avatar} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-gray-900">{member.name}</p>
          {line && <p className="truncate text-sm text-gray-600">{line}</p>}
        </div>
        <Link
          to={`/admin/user/profile/${encodeURIComponent(member._id)}`}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-ring"
        >
          {linkLabel ?? t("viewProfile")}
          <span className="sr-only"> {t("ofMember", { name: member.name })}</span>
          <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
