import {
  DISCOVERY_RADII,
  DISCOVERY_SORTS,
  type DiscoveryRadius,
  type DiscoverySort,
} from "@shared/discovery";
import { EVENT_CATEGORIES } from "@shared/options";

// The discovery filters of SPEC 5 "Event search", kept in the address (?q=&category=&from=&to=&location=)
// so that back, forward, reload and shared links all show the same list; with issue 27's order and
// radius (?sort=&within=). "Near me"'s point is never in the address (lib/near-me.ts).

export type EventFilters = {
  q: string;
  category: string;
  from: string;
  to: string;
  location: string;
  /** "" is the server's default, For you. */
  sort: DiscoverySort | "";
  /** "" is Anywhere. */
  within: DiscoveryRadius | "";
};

export const EMPTY_FILTERS: EventFilters = {
  q: "",
  category: "",
  from: "",
  to: "",
  location: "",
  sort: "",
  within: "",
};

const KEYS = [
  "q",
  "category",
  "from",
  "to",
  "location",
  "sort",
  "within",
] as const satisfies readonly (keyof EventFilters)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX = { q: 100, category: 80, location: 80 } as const;

/** The filters an address holds; unreadable dates and "All" count as no filter. */
export function readFilters(params: URLSearchParams): EventFilters {
  const text = (key: "q" | "category" | "location") => (params.get(key) ?? "").trim().slice(0, MAX[key]);
  const day = (key: "from" | "to") => {
    const value = params.get(key) ?? "";
    return DAY.test(value) ? value : "";
  };
  const category = text("category");
  const sort = params.get("sort") ?? "";
  const within = params.get("within") ?? "";
  return {
    q: text("q"),
    category: category.toLowerCase() === "all" ? "" : canonicalCategory(category),
    from: day("from"),
    to: day("to"),
    location: text("location"),
    // The defaults are left out of the address, so /events is "For you, anywhere".
    sort:
      sort !== "for-you" && (DISCOVERY_SORTS as readonly string[]).includes(sort)
        ? (sort as DiscoverySort)
        : "",
    within:
      within !== "any" && (DISCOVERY_RADII as readonly string[]).includes(within)
        ? (within as DiscoveryRadius)
        : "",
  };
}

/** The address of a set of filters, without the empty ones (so /events is "no filter"). */
export function filtersToParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** True when the search box (text, dates, location) narrows the list. */
export function hasSearchFilters(filters: EventFilters): boolean {
  return Boolean(filters.q || filters.from || filters.to || filters.location);
}

/** How many filters narrow the list, for the badge on the search toggle. */
export function countSearchFilters(filters: EventFilters): number {
  return [filters.q, filters.from || filters.to, filters.location].filter(Boolean).length;
}

// The category filter is an exact, case-insensitive match (SPEC 5): "women-only trips" selects the chip.
function canonicalCategory(category: string): string {
  const lower = category.toLowerCase();
  return EVENT_CATEGORIES.find((c) => c.toLowerCase() === lower) ?? category;
}
