import type { ReactNode } from "react";
import { type LoadedQuery, QueryError } from "./load-error";

export type SearchQuery<T> = LoadedQuery & {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
};

/**
 * The results of a search that changes as the member types: the skeleton on the first load, the
 * failure alone when nothing has come, else the last results (busy while the next ones load) under
 * the failure of a refresh, so that an error never hides what is already there.
 */
export function SearchResults<T>({
  query,
  skeleton,
  children,
}: {
  query: SearchQuery<T>;
  skeleton: ReactNode;
  children: (data: T | undefined) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError && !query.data) return <QueryError query={query} />;
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      {query.isError && <QueryError query={query} className="mb-4" />}
      {children(query.data)}
    </div>
  );
}
