import { LoadError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { SearchField } from "../../../components/search-field";
import { useAdminEvents } from "../events/api";
import { AdminEventGrid, AdminEventGridSkeleton } from "../events/components/admin-event-grid";
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
      <SearchField
        label="Search events"
        placeholder="Name, description or location"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.flush}
        busy={events.isFetching && Boolean(list)}
        className="mb-5"
      />
      {events.isPending ? (
        <AdminEventGridSkeleton />
      ) : events.isError && !list ? (
        <LoadError error={events.error} onRetry={() => void events.refetch()} busy={events.isFetching} />
      ) : (
        <div aria-busy={events.isPlaceholderData || undefined}>
          {events.isError && (
            <LoadError
              error={events.error}
              onRetry={() => void events.refetch()}
              busy={events.isFetching}
              className="mb-4"
            />
          )}
          <AdminEventGrid events={list ?? []} />
        </div>
      )}
    </>
  );
}

function summary(total: number, pending: number, query: string): string {
  const listings = `${total} ${total === 1 ? "listing" : "listings"}`;
  const found = query ? `${listings} found` : listings;
  return pending > 0 ? `${found} · ${pending} waiting for review` : found;
}
