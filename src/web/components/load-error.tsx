import type { ReactNode } from "react";
import { ApiError, errorMessage } from "../lib/api";
import { Button } from "./button";
import { ErrorBox } from "./error-box";

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
    <ErrorBox
      className={className}
      action={
        gone ? (
          whenGone
        ) : (
          <Button variant="secondary" busy={busy} onClick={onRetry} className="-my-1 shrink-0">
            Try again
          </Button>
        )
      }
    >
      {errorMessage(error)}
    </ErrorBox>
  );
}
