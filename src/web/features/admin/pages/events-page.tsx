import { PageHeader } from "../../../components/page-header";
import { SearchResults } from "../../../components/search-results";
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
        title="Events for approval"
        subtitle={list && !events.isPlaceholderData ? summary(list.length, pending, search.query) : undefined}
      />
      <SearchBox
        search={search}
        label="Search events"
        placeholder="Name, description or location"
        busy={events.isFetching && Boolean(list)}
        className="mb-5"
      />
      <SearchResults query={events} skeleton={<AdminEventGridSkeleton />}>
        {(found) => <AdminEventGrid events={found ?? []} />}
      </SearchResults>
    </>
  );
}

function summary(total: number, pending: number, query: string): string {
  const listings = `${total} ${total === 1 ? "listing" : "listings"}`;
  const found = query ? `${listings} found` : listings;
  return pending > 0 ? `${found} · ${pending} waiting for review` : found;
}
