import { PageHeader } from "../../../components/page-header";
import { SearchResults } from "../../../components/search-results";
import { ADMIN_EVENTS_TEXTS, listingsSummary } from "../../../lib/texts";
import { useAdminEvents } from "../events/api";
import { AdminEventGrid, AdminEventGridSkeleton } from "../events/components/admin-event-grid";
import { SearchBox } from "../events/components/search-box";
import { canReview } from "../events/status";
import { useSearchQuery } from "../events/use-search-query";

/** /admin/event (SPEC 2): every listing, pending first, searchable by name, description and location. */
export function AdminEventsPage() {
  const search = useSearchQuery();
  const events = useAdminEvents(search.query);
  const list = events.data;
  const pending = list?.filter(canReview).length ?? 0;

  return (
    <>
      <PageHeader
        title={ADMIN_EVENTS_TEXTS.title}
        subtitle={
          list && !events.isPlaceholderData ? listingsSummary(list.length, pending, search.query) : undefined
        }
      />
      <SearchBox
        search={search}
        label={ADMIN_EVENTS_TEXTS.searchLabel}
        placeholder={ADMIN_EVENTS_TEXTS.searchPlaceholder}
        busy={events.isFetching && Boolean(list)}
        className="mb-5"
      />
      <SearchResults query={events} skeleton={<AdminEventGridSkeleton />}>
        {(found) => <AdminEventGrid events={found ?? []} />}
      </SearchResults>
    </>
  );
}
