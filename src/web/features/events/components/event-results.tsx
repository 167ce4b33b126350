import { CalendarSearch } from "lucide";
import { EmptyState } from "../../../components/empty-state";
import { EventCard, EventCardSkeleton } from "../../../components/event-card";
import { cardWords, reasonLine } from "../../../components/event-card-words";
import { PagedResults } from "../../../components/paged-results";
import { SkeletonList } from "../../../components/skeleton";
import { errorMessage } from "../../../lib/api";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { useNearParam } from "../../../lib/near-me";
import { useEvents } from "../api";
import type { EventFilters } from "../filters";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 md:gap-5";

/** Skeleton cards shaped like the list, announced once as "Loading". */
export function EventCardsSkeleton({ cards = 6, label }: { cards?: number; label?: string }) {
  return (
    <SkeletonList count={cards} className={GRID} label={label}>
      <EventCardSkeleton />
    </SkeletonList>
  );
}

/** The discovery list of GET /api/events for the filters in the address, page after page. */
export function EventResults({ filters }: { filters: EventFilters }) {
  const t = useMessages("events");
  const language = useLanguage();
  const query = useEvents(filters, useNearParam());
  return (
    <PagedResults
      query={query}
      items={(query.data?.pages ?? []).flatMap((page) => page.events)}
      // The first card's picture is the largest thing the screen paints first: fetched at once.
      render={(event, index) => (
        <EventCard
          event={event}
          words={cardWords(t, language, event)}
          // A page kept offline from before the parts shows the English line it holds.
          reason={event.reasons?.length ? reasonLine(t, language, event.reasons) : event.reason}
          priority={index === 0}
        />
      )}
      label={t("list")}
      className={GRID}
      skeleton={<EventCardsSkeleton label={t("loading")} />}
      empty={
        <EmptyState
          icon={CalendarSearch}
          text={t("noEventsFound")}
          link={{ to: "/listing/input", text: t("createExperience") }}
        />
      }
      errorText={errorMessage(query.error)}
      labels={{ loadMore: t("loadMore"), tryAgain: t("tryAgain"), loading: t("loading") }}
    />
  );
}
