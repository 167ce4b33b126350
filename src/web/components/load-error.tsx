import type { ReactNode } from "react";
import { ApiError, errorMessage } from "../lib/api";
import { ErrorBox } from "./error-box";
import { RetryButton } from "./retry-box";

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
}: {
  error: unknown;
  onRetry: () => void;
  busy: boolean;
  className?: string;
  whenGone?: ReactNode;
}) {
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <ErrorBox className={className} action={gone ? whenGone : <RetryButton busy={busy} onRetry={onRetry} />}>
      {errorMessage(error)}
    </ErrorBox>
  );
}
