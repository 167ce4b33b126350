import type { ReactNode } from "react";
import { type LoadedQuery, QueryError } from "./load-error";

/**
 * A screen's list as its query stands: `skeleton` while it loads, the failure with a retry when
 * nothing came, `empty` when the list has nothing, else `children` with the items.
 */
export function QueryList<T>({
  query,
  skeleton,
  empty,
  children,
}: {
  query: LoadedQuery & { isPending: boolean; data: T[] | undefined };
  skeleton: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (!query.data) return <QueryError query={query} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
