import { SlidersHorizontal } from "lucide";
import { useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "../../../components/icon";
import { PageHeader } from "../../../components/page-header";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import { CategoryFilter } from "../components/category-filter";
import { DiscoveryBar } from "../components/discovery-bar";
import { EventResults } from "../components/event-results";
import { SearchPanel } from "../components/search-panel";
import {
  countSearchFilters,
  EMPTY_FILTERS,
  type EventFilters,
  filtersToParams,
  hasSearchFilters,
  readFilters,
} from "../filters";

/**
 * SPEC 2 "/events": the heading, the category row, the expandable search box and the cards.
 * Every filter lives in the address, so back, forward and reload keep it.
 */
export function EventsPage() {
  const t = useMessages("events");
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [searchOpen, setSearchOpen] = useState(() => hasSearchFilters(filters));
  const panelId = useId();
  const active = countSearchFilters(filters);

  // Each new set of filters is a history entry; the page keeps its scroll position.
  const apply = (next: EventFilters) => setParams(filtersToParams(next), { preventScrollReset: true });

  return (
    <>
      <PageHeader
        title={t("heading")}
        actions={
          <button
            type="button"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? panelId : undefined}
            onClick={() => setSearchOpen((open) => !open)}
            className={cn(
              "relative inline-flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors sm:px-4",
              "focus-ring focus-visible:ring-offset-2",
              searchOpen
                ? "border-brand-200 bg-brand-50 text-brand-700"
                : "border-gray-200 bg-white text-gray-800 shadow-sm hover:bg-stone-50",
            )}
          >
            <Icon node={SlidersHorizontal} aria-hidden="true" className="size-4" />
            {t("filters")}
            {active > 0 && (
              <span className="flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                <span aria-hidden="true">{active}</span>
                {/* Read aloud as "(2 active)": the badge alone is a bare number. */}
                <span className="sr-only">{t("activeFilters", { count: active })}</span>
              </span>
            )}
          </button>
        }
      />

      <div className="flex flex-col gap-4">
        <CategoryFilter value={filters.category} onChange={(category) => apply({ ...filters, category })} />

        <DiscoveryBar filters={filters} onChange={(order) => apply({ ...filters, ...order })} />

        {searchOpen && (
          <SearchPanel
            // A new address (back, forward, reset) starts a fresh draft from it.
            key={`${filters.q}|${filters.from}|${filters.to}|${filters.location}`}
            id={panelId}
            filters={filters}
            onSearch={(search) => apply({ ...filters, ...search })}
            onReset={() => apply({ ...EMPTY_FILTERS, sort: filters.sort, within: filters.within })}
          />
        )}

        <EventResults filters={filters} />
      </div>
    </>
  );
}
