import type { PersonCard as PersonCardData } from "@shared/contracts/people";
import { Sparkles } from "lucide";
import { Avatar } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { Skeleton } from "../../../components/skeleton";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import { personLine } from "../people-words";
import { useWhyYouMatch } from "../why-you-match";

/** The match percent as an orange pill, "87%" (DESIGN "Person card"); read out as "87% match". */
export function MatchPill({ percent, className }: { percent: number; className?: string }) {
  const t = useMessages("people");
  return (
    <span
      className={cn(
        "inline-flex h-7 shrink-0 items-center rounded-full bg-brand-100 px-2.5 text-sm font-bold text-brand-800 tabular-nums ring-1 ring-brand-200 ring-inset",
        className,
      )}
    >
      {Math.round(percent)}%<span className="sr-only"> {t("match")}</span>
    </span>
  );
}

/**
 * DESIGN "Person card": a round avatar, the name, gender and location in one muted line, the
 * match percent as an orange pill and, when there is one, the reason the two of them match.
 * The whole card links to /people/detail/{id}.
 */
export function PersonCard({ person }: { person: PersonCardData }) {
  const t = useMessages("people");
  const line = personLine(t, person.gender, person.location);
  const why = useWhyYouMatch()(person);
  return (
    <Link
      to={`/people/detail/${encodeURIComponent(person._id)}`}
      className={cn(
        "group flex h-full items-start gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm transition",
        "hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md active:translate-y-0",
        "focus-ring focus-visible:ring-offset-2",
      )}
    >
      <Avatar src={person.avatar} size="lg" ring="tinted" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-base font-semibold text-gray-900 group-hover:text-brand-700">
            {person.name}
          </span>
          {typeof person.matchPercentage === "number" && <MatchPill percent={person.matchPercentage} />}
        </span>
        {line && <span className="mt-0.5 block truncate text-sm text-gray-600">{line}</span>}
        {why && (
          <span className="mt-2 flex items-start gap-1.5 text-xs leading-5 text-gray-600">
            <Icon node={Sparkles} aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-600" />
            <span className="line-clamp-2">{why}</span>
          </span>
        )}
      </span>
    </Link>
  );
}

/** A card-shaped placeholder while matches load. */
export function PersonCardSkeleton() {
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm">
      <Skeleton className="size-16 rounded-full" />
      <div className="flex-1 space-y-2 pt-1">
        <div className="flex items-center justify-between gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-7 w-12 rounded-full" />
        </div>
        <Skeleton className="h-3.5 w-40" />
        <Skeleton className="h-3 w-full" />
      </div>
    </div>
  );
}
