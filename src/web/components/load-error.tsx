import type { ReactNode } from "react";
import { ApiError, errorMessage } from "../lib/api";
import { ErrorBox } from "./error-box";
import { RetryButton } from "./retry-box";

export type LoadErrorWords = { describe: (error: unknown) => string; retry: string };

/**
 * A failed load in the red box (SPEC 8 only logs it; showing it is kinder), with a retry when one
 * can help. Something that is not there (404) or not the member's to see (403) will not be there on
 * a second try either, so those get `whenGone` (e.g. a way back) instead of "Try again".
 */
export function LoadError({
  error,
  onRetry,
  busy,
  className,
  whenGone,
  words,
}: {
  error: unknown;
  onRetry: () => void;
  busy: boolean;
  className?: string;
  whenGone?: ReactNode;
  /** The failure and "Try again" in the member's language, from a screen that reads its catalogue. */
  words?: LoadErrorWords;
}) {
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <ErrorBox
      className={className}
      action={gone ? whenGone : <RetryButton busy={busy} onRetry={onRetry} label={words?.retry} />}
    >
      {words ? words.describe(error) : errorMessage(error)}
    </ErrorBox>
  );
}

/** What a failed load needs of a TanStack query result. */
export type LoadedQuery = { error: unknown; refetch: () => unknown; isFetching: boolean };

/** LoadError for a query: its error, "Try again" refetches and shows busy while it does. */
export function QueryError({
  query,
  className,
  whenGone,
  words,
}: {
  query: LoadedQuery;
  className?: string;
  whenGone?: ReactNode;
  words?: LoadErrorWords;
}) {
  return (
    <LoadError
      error={query.error}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      className={className}
      whenGone={whenGone}
      words={words}
    />
  );
}

/** A screen whose data has not come: the failure with a retry, or `skeleton` while it loads. */
export function NotLoaded({
  query,
  skeleton,
}: {
  query: LoadedQuery & { isError: boolean };
  skeleton: ReactNode;
}) {
  return query.isError ? <QueryError query={query} /> : skeleton;
}
