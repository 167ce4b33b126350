import { MapPin, Users } from "lucide";
import { Avatar } from "../../../components/avatar";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { useMessages } from "../../../lib/i18n";

export type Companion = { _id: string; name: string; avatar?: string | null; location?: string | null };

/** SPEC 2 "/profile/companions": a 2-column grid of friends (4 on wide screens), or "Companions coming up". */
export function CompanionGrid({ companions }: { companions: Companion[] }) {
  const t = useMessages("account");
  if (companions.length === 0) {
    return (
      <EmptyState
        icon={Users}
        text={t("noCompanions")}
        link={{ to: "/people", text: t("findPeople"), variant: "text" }}
      />
    );
  }
  return (
    <ul aria-label={t("companions")} className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      {companions.map((friend) => (
        <li key={friend._id}>
          <Link
            to={`/people/detail/${encodeURIComponent(friend._id)}`}
            className="flex h-full flex-col items-center gap-2 rounded-2xl border border-gray-200/80 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-ring"
          >
            <Avatar src={friend.avatar} size="lg" />
            <span className="line-clamp-2 text-sm font-semibold text-gray-900">{friend.name}</span>
            {friend.location && (
              <span className="flex items-center gap-1 text-xs text-gray-600">
                <Icon node={MapPin} aria-hidden="true" className="size-3.5 shrink-0 text-brand-600" />
                <span className="truncate">{friend.location}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
