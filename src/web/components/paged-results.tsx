import type { ReactNode } from "react";
import { useProgressiveCount } from "../lib/use-progressive-count";
import { NextPageFooter, type NextPageQuery } from "./next-page-footer";
import { RetryBox } from "./retry-box";

// The part of TanStack's infinite query the list's states need.
export type PagedQuery = NextPageQuery & {
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => Promise<unknown>;
};

export type PagedResultsProps<T extends { _id: string }> = {
  query: PagedQuery;
  /** The items of every page loaded so far, in order. */
  items: readonly T[];
  /** `index` counts from the first item of the first page. */
  render: (item: T, index: number) => ReactNode;
  /** Names the list, e.g. "Events". */
  label: string;
  className: string;
  skeleton: ReactNode;
  empty: ReactNode;
  /** What the red box says when a page fails. */
  errorText: ReactNode;
  /** The list's own words, in the screen's language (`loading`: the busy "Load more"). */
  labels: { loadMore: string; tryAgain: string; loading?: string };
};

/**
 * An infinite list and its states: the skeleton until the first page, the red box with a retry
 * when it fails, the empty state, then the items with the next-page footer. A failed next page
 * keeps the items and offers its retry below them.
 */
export function PagedResults<T extends { _id: string }>({
  query,
  items,
  render,
  label,
  className,
  skeleton,
  empty,
  errorText,
  labels,
}: PagedResultsProps<T>) {
  const shown = useProgressiveCount(items.length);
  if (query.isPending) return skeleton;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <RetryBox busy={query.isRefetching} onRetry={() => void query.refetch()} label={labels.tryAgain}>
        {errorText}
      </RetryBox>
    );
  }
  if (items.length === 0) return empty;
  return (
    <div>
      <ul aria-label={label} className={className}>
        {items.slice(0, shown).map((item, index) => (
          // Off-screen items skip style, layout and paint until they near the viewport (a long list
          // on a slow phone); the intrinsic size keeps the scroll bar honest meanwhile.
          <li key={item._id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
            {render(item, index)}
          </li>
        ))}
      </ul>
      {/* Until every loaded item shows, the footer would sit too high and ask for the next page early. */}
      {shown === items.length && (
        <NextPageFooter
          query={query}
          errorText={errorText}
          loadMoreLabel={labels.loadMore}
          tryAgainLabel={labels.tryAgain}
          loadingLabel={labels.loading}
        />
      )}
    </div>
  );
}
