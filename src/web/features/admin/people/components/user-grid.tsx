import { UserRoundSearch } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { EmptyState } from "../../../../components/empty-state";
import { Link } from "../../../../components/link";
import { LoadingRegion } from "../../../../components/loading-region";
import { Skeleton } from "../../../../components/skeleton";
import { VerificationBadges } from "../../../../components/verification-badges";
import { useMessages } from "../../../../lib/i18n";
import type { AdminUserCard } from "../api";
import { personLine } from "../format";
import { MemberBadges } from "./member-badges";

const GRID = "grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4";

export type UserGridProps = {
  users: AdminUserCard[];
  /** Where a card leads, e.g. the member's admin profile. */
  linkTo: (user: AdminUserCard) => string;
  /** Names the list for screen readers. */
  label?: string;
};

/** SPEC 2: members in 2 columns (4 on wide screens), or "No users found.". */
export function UserGrid({ users, linkTo, label }: UserGridProps) {
  const t = useMessages("admin");
  if (users.length === 0) return <EmptyState icon={UserRoundSearch} text={t("noUsersFound")} />;
  return (
    <ul aria-label={label ?? t("members")} className={GRID}>
      {users.map((user) => (
        <li key={user._id}>
          <UserCard user={user} to={linkTo(user)} />
        </li>
      ))}
    </ul>
  );
}

/** DESIGN "Person card": round avatar, name, gender and location in one muted line, then the badges. */
export function UserCard({ user, to }: { user: AdminUserCard; to: string }) {
  const t = useMessages("admin");
  const line = personLine(t, user);
  return (
    <Link
      to={to}
      className="group flex h-full flex-col items-center rounded-2xl border border-gray-200/80 bg-white px-3 pt-5 pb-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2"
    >
      <Avatar src={user.avatar} size="lg" className={user.isBanned ? "grayscale" : undefined} />
      <h2 className="mt-3 line-clamp-2 text-base font-semibold break-words text-gray-900 group-hover:text-brand-700">
        {user.name}
      </h2>
      {line && <p className="mt-0.5 line-clamp-2 text-sm text-gray-600">{line}</p>}
      <VerificationBadges member={user} size="sm" className="mt-2 justify-center" />
      <MemberBadges
        isBanned={user.isBanned}
        role={user.role}
        flagCount={user.flagCount}
        className="mt-3 justify-center"
      />
    </Link>
  );
}

export function UserGridSkeleton({ cards = 8 }: { cards?: number }) {
  const t = useMessages("admin");
  return (
    <LoadingRegion className={GRID} label={t("loading")}>
      {Array.from({ length: cards }, (_, i) => `card-${i}`).map((key) => (
        <div
          key={key}
          className="flex flex-col items-center gap-3 rounded-2xl border border-gray-200/80 bg-white px-3 py-5 shadow-sm"
        >
          <Skeleton className="size-16 rounded-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </LoadingRegion>
  );
}
