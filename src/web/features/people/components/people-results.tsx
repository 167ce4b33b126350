import { CalendarSearch, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { ErrorBox } from "../../../components/error-box";
import { NextPageFooter } from "../../../components/next-page-footer";
import { SkeletonRepeat } from "../../../components/skeleton";
import { PEOPLE_TEXTS, TEXTS } from "../../../lib/texts";
import { useMatches } from "../api";
import { PersonCard, PersonCardSkeleton } from "./person-card";

/** 1 column on phones, 2 from 640 px and 3 from 1024 px (the content column is capped at 1100 px). */
const GRID = "grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3";

/** SPEC 2 "/people" loading: the SPEC's text above skeleton cards, announced once. */
export function PeopleSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-sm font-medium text-gray-600">{TEXTS.loadingMatches}</p>
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
  const query = useMatches();

  if (query.isPending) return <PeopleSkeleton />;

  // A failed first page replaces the list with the SPEC's text; a failed next page keeps the cards.
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorBox
        action={
          <Button
            variant="secondary"
            busy={query.isRefetching}
            onClick={() => void query.refetch()}
            className="-my-1 shrink-0"
          >
            {PEOPLE_TEXTS.tryAgain}
          </Button>
        }
      >
        {TEXTS.matchesError}
      </ErrorBox>
    );
  }

  const people = (query.data?.pages ?? []).flatMap((page) => page.people);
  if (people.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        text={TEXTS.noMatches}
        action={
          <Link to="/events" className={buttonClasses("primary")}>
            <CalendarSearch aria-hidden="true" className="size-4" />
            {PEOPLE_TEXTS.browseEvents}
          </Link>
        }
      />
    );
  }

  return (
    <div>
      <ul aria-label={PEOPLE_TEXTS.list} className={GRID}>
        {people.map((person) => (
          <li key={person._id}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
      <NextPageFooter
        query={query}
        errorText={TEXTS.matchesError}
        loadMoreLabel={PEOPLE_TEXTS.loadMore}
        tryAgainLabel={PEOPLE_TEXTS.tryAgain}
      />
    </div>
  );
}
