import { PageHeader } from "../../../components/page-header";
import { SearchResults } from "../../../components/search-results";
import { useMessages } from "../../../lib/i18n";
import type { AdminWords } from "../admin-words";
import { useAdminEvents } from "../events/api";
import { AdminEventGrid, AdminEventGridSkeleton } from "../events/components/admin-event-grid";
import { SearchBox } from "../events/components/search-box";
import { canReview } from "../events/status";
import { useSearchQuery } from "../events/use-search-query";

/** /admin/event (SPEC 2): every listing, pending first, searchable by name, description and location. */
export function AdminEventsPage() {
  const t = useMessages("admin");
  const search = useSearchQuery();
  const events = useAdminEvents(search.query);
  const list = events.data;
  const pending = list?.filter(canReview).length ?? 0;

  return (
    <>
      <PageHeader
        title={t("eventsTitle")}
        subtitle={
          list && !events.isPlaceholderData
            ? listingsSummary(t, list.length, pending, search.query)
            : undefined
        }
      />
      <SearchBox
        search={search}
        label={t("eventsSearchLabel")}
        placeholder={t("eventsSearchPlaceholder")}
        busy={events.isFetching && Boolean(list)}
        className="mb-5"
      />
      <SearchResults query={events} skeleton={<AdminEventGridSkeleton />}>
        {(found) => <AdminEventGrid events={found ?? []} />}
      </SearchResults>
    </>
  );
}

/** The queue's subtitle: "12 listings · 3 waiting for review", "1 listing found". */
function listingsSummary(t: AdminWords, total: number, pending: number, query: string): string {
  const listings = t(query ? "listingsFound" : "listings", { count: total });
  return pending > 0 ? t("listingsWaiting", { listings, pending }) : listings;
}
