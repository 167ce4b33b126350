import { ChevronRight } from "lucide";
import { Avatar } from "../../../../components/avatar";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { Skeleton, SkeletonItem, SkeletonList } from "../../../../components/skeleton";
import { cn } from "../../../../lib/cn";
import { formatNumber, useLanguage, useMessages } from "../../../../lib/i18n";
import type { ScoredPerson } from "../api";
import { personLine } from "../format";

export type ScoredPersonListProps = {
  people: ScoredPerson[];
  /** Where an entry leads, e.g. the pair's matchmaking screen. */
  linkTo: (person: ScoredPerson) => string;
  label: string;
  className?: string;
};

/** People as rows: avatar, name, gender and location, and the compatibility as an orange pill. */
export function ScoredPersonList({ people, linkTo, label, className }: ScoredPersonListProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        "divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm",
        className,
      )}
    >
      {people.map((person) => (
        <li key={person._id}>
          <ScoredPersonRow person={person} to={linkTo(person)} />
        </li>
      ))}
    </ul>
  );
}

export function ScoredPersonRow({ person, to }: { person: ScoredPerson; to: string }) {
  const t = useMessages("admin");
  const line = personLine(t, person);
  return (
    <Link
      to={to}
      className="group flex min-h-[72px] items-center gap-3 px-4 py-3 transition-colors hover:bg-stone-50 focus-visible:relative focus-visible:z-10 focus-ring focus-visible:ring-inset"
    >
      <Avatar src={person.avatar} size="md" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-semibold text-gray-900 group-hover:text-brand-700">
          {person.name}
        </span>
        {line && <span className="block truncate text-sm text-gray-600">{line}</span>}
      </span>
      <CompatibilityPill value={person.compatibility} />
      <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}

/** DESIGN "Person card": the match percent as an orange pill. */
export function CompatibilityPill({ value, className }: { value: number; className?: string }) {
  const t = useMessages("admin-people");
  const language = useLanguage();
  return (
    <span
      className={cn(
        "shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-700 tabular-nums ring-1 ring-brand-200 ring-inset",
        className,
      )}
    >
      {formatNumber(language, value)}%<span className="sr-only"> {t("compatible")}</span>
    </span>
  );
}

export function ScoredPersonListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <SkeletonList
      count={rows}
      className="divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white shadow-sm"
    >
      <SkeletonItem className="flex items-center gap-3 px-4 py-3" lines={["h-4 w-2/5", "h-3.5 w-3/5"]}>
        <Skeleton className="h-7 w-12 rounded-full" />
      </SkeletonItem>
    </SkeletonList>
  );
}
