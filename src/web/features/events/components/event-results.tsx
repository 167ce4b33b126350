import { CalendarSearch } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { ErrorBox } from "../../../components/error-box";
import { EventCard, EventCardSkeleton } from "../../../components/event-card";
import { NextPageFooter } from "../../../components/next-page-footer";
import { SkeletonList } from "../../../components/skeleton";
import { errorMessage } from "../../../lib/api";
import { EVENT_TEXTS, TEXTS } from "../../../lib/texts";
import { useEvents } from "../api";
import type { EventFilters } from "../filters";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 md:gap-5";

/** Skeleton cards shaped like the list, announced once as "Loading". */
export function EventCardsSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <SkeletonList count={cards} className={GRID}>
      <EventCardSkeleton />
    </SkeletonList>
  );
}

/** The discovery list of GET /api/events for the filters in the address, page after page. */
export function EventResults({ filters }: { filters: EventFilters }) {
  const query = useEvents(filters);

  if (query.isPending) return <EventCardsSkeleton />;

  // A failed first page replaces the list; a failed next page keeps the cards and offers a retry below.
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
            {EVENT_TEXTS.tryAgain}
          </Button>
        }
      >
        {errorMessage(query.error)}
      </ErrorBox>
    );
  }

  const events = (query.data?.pages ?? []).flatMap((page) => page.events);
  if (events.length === 0) {
    return (
      <EmptyState
        icon={CalendarSearch}
        text={TEXTS.noEventsFound}
        action={
          <Link to="/listing/input" className={buttonClasses("primary")}>
            {TEXTS.createExperience}
          </Link>
        }
      />
    );
  }

  return (
    <div>
      <ul aria-label={EVENT_TEXTS.eventsList} className={GRID}>
        {events.map((event) => (
          <li key={event._id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <NextPageFooter
        query={query}
        errorText={errorMessage(query.error)}
        loadMoreLabel={EVENT_TEXTS.loadMore}
        tryAgainLabel={EVENT_TEXTS.tryAgain}
      />
    </div>
  );
}
