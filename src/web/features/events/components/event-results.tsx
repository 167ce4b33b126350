import { TEXTS } from "@shared/messages";
import { CalendarSearch } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { ErrorBox } from "../../../components/error-box";
import { EventCard, EventCardSkeleton } from "../../../components/event-card";
import { errorMessage } from "../../../lib/api";
import { useEvents } from "../api";
import type { EventFilters } from "../filters";
import { EVENT_TEXTS } from "../texts";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 md:gap-5";

/** Skeleton cards shaped like the list, announced once as "Loading". */
export function EventCardsSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div role="status" aria-label="Loading" aria-live="polite" className={GRID}>
      {Array.from({ length: cards }, (_, i) => `card-${i}`).map((key) => (
        <EventCardSkeleton key={key} />
      ))}
    </div>
  );
}

/**
 * Calls `onVisible` when the element nears the viewport: the next page loads before the member
 * reaches the end. Browsers without IntersectionObserver keep the "Load more" button.
 */
function useNearViewport(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}

/** The discovery list of GET /api/events for the filters in the address, page after page. */
export function EventResults({ filters }: { filters: EventFilters }) {
  const query = useEvents(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useNearViewport(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);

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
      {query.isFetchNextPageError && (
        <ErrorBox
          className="mt-4"
          action={
            <Button variant="secondary" onClick={() => void fetchNextPage()} className="-my-1 shrink-0">
              {EVENT_TEXTS.tryAgain}
            </Button>
          }
        >
          {errorMessage(query.error)}
        </ErrorBox>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="mt-6 flex justify-center">
          {!query.isFetchNextPageError && (
            <Button
              variant="secondary"
              busy={isFetchingNextPage}
              busyLabel="Loading…"
              onClick={() => void fetchNextPage()}
            >
              {EVENT_TEXTS.loadMore}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
