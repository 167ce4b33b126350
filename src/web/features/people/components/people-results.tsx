import { CalendarSearch, UsersRound } from "lucide";
import { EmptyState } from "../../../components/empty-state";
import { PagedResults } from "../../../components/paged-results";
import { SkeletonRepeat } from "../../../components/skeleton";
import { useMessages } from "../../../lib/i18n";
import { useMatches } from "../api";
import { PersonCard, PersonCardSkeleton } from "./person-card";

/** 1 column on phones, 2 from 640 px and 3 from 1024 px (the content column is capped at 1100 px). */
const GRID = "grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3";

/** SPEC 2 "/people" loading: the SPEC's text above skeleton cards, announced once. */
export function PeopleSkeleton({ cards = 6 }: { cards?: number }) {
  const t = useMessages("people");
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-sm font-medium text-gray-600">{t("loadingMatches")}</p>
      <div aria-hidden="true" className={GRID}>
        <SkeletonRepeat count={cards}>
          <PersonCardSkeleton />
        </SkeletonRepeat>
      </div>
    </div>
  );
}

/** The matched members of GET /api/matching, best first, page after page as the member scrolls. */
export function PeopleResults() {
  const t = useMessages("people");
  const query = useMatches();
  return (
    <PagedResults
      query={query}
      items={(query.data?.pages ?? []).flatMap((page) => page.people)}
      render={(person) => <PersonCard person={person} />}
      label={t("list")}
      className={GRID}
      skeleton={<PeopleSkeleton />}
      empty={
        <EmptyState
          icon={UsersRound}
          text={t("noMatches")}
          link={{ to: "/events", text: t("browseEvents"), icon: CalendarSearch }}
        />
      }
      // The SPEC's text for a failed first page and a failed next page alike.
      errorText={t("matchesError")}
      labels={{ loadMore: t("loadMore"), tryAgain: t("tryAgain"), loading: t("loading") }}
    />
  );
}
