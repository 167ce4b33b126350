import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n";
import { useNearViewport } from "../lib/use-near-viewport";
import { Button } from "./button";
import { RetryBox } from "./retry-box";

// The part of TanStack's infinite query a list footer needs.
export type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The end of an infinite list: the next page loads as the member nears it, a "Load more" button
 * stays for browsers without IntersectionObserver, and a failed page offers a retry in the red box.
 */
export function NextPageFooter({
  query,
  errorText,
  loadMoreLabel,
  tryAgainLabel,
  loadingLabel,
}: {
  query: NextPageQuery;
  errorText: ReactNode;
  loadMoreLabel?: string;
  tryAgainLabel?: string;
  /** The busy button's name while the next page loads. */
  loadingLabel?: string;
}) {
  const t = useMessages("shell");
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useNearViewport<HTMLDivElement>(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);
  return (
    <>
      {isFetchNextPageError && (
        <RetryBox
          className="mt-4"
          onRetry={() => void fetchNextPage()}
          label={tryAgainLabel ?? t("tryAgain")}
        >
          {errorText}
        </RetryBox>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="mt-6 flex justify-center">
          {!isFetchNextPageError && (
            <Button
              variant="secondary"
              busy={isFetchingNextPage}
              busyLabel={loadingLabel ?? t("loadingMore")}
              onClick={() => void fetchNextPage()}
            >
              {loadMoreLabel ?? t("loadMore")}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
