import { ChevronRight, Quote } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { formatDateIn } from "../../../../lib/format";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import { CARD_GRID, CardGridSkeleton } from "../../card-grid";
import type { Flag, FlaggedUser } from "../api";
import { MemberBadges } from "./member-badges";

/** The newest flag of a member (the server sends them newest first; this does not rely on it). */
export function latestFlag(flags: readonly Flag[]): Flag | undefined {
  return flags.reduce<Flag | undefined>(
    (latest, flag) => (!latest || Date.parse(flag.createdAt) > Date.parse(latest.createdAt) ? flag : latest),
    undefined,
  );
}

/** Flagged members (most flagged first), each leading to /admin/flag/{id}. */
export function FlaggedList({ users }: { users: FlaggedUser[] }) {
  const t = useMessages("admin-reports");
  const language = useLanguage();
  return (
    <ul aria-label={t("flaggedList")} className={CARD_GRID}>
      {users.map((user) => {
        const latest = latestFlag(user.flags);
        return (
          <li key={user._id}>
            <Link
              to={`/admin/flag/${encodeURIComponent(user._id)}`}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-ring focus-visible:ring-offset-2"
            >
              <div className="flex items-center gap-3">
                <Avatar src={user.avatar} size="md" className={user.isBanned ? "grayscale" : undefined} />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate text-base font-semibold text-gray-900 group-hover:text-brand-700">
                    {user.name}
                  </h2>
                  <p className="truncate text-sm text-gray-600">{user.location}</p>
                </div>
                <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
              </div>
              <MemberBadges isBanned={user.isBanned} flagCount={user.flagCount} />
              {latest && (
                <div className="rounded-xl bg-stone-50 px-3 py-2.5">
                  <p className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                    <span>{t("latestReason")}</span>
                    <span className="font-medium tracking-normal normal-case">
                      {formatDateIn(language, latest.createdAt)}
                    </span>
                  </p>
                  <p className="mt-1 flex gap-1.5 text-sm text-gray-800">
                    <Icon
                      node={Quote}
                      aria-hidden="true"
                      className="mt-0.5 size-3.5 shrink-0 text-gray-400"
                    />
                    <span className="line-clamp-2 break-words">{latest.reason || t("noReasonGiven")}</span>
                  </p>
                </div>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function FlaggedListSkeleton({ cards = 4 }: { cards?: number }) {
  return <CardGridSkeleton cards={cards} />;
}
