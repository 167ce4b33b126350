import { errorMessage } from "../lib/api";
import { Button } from "./button";
import { ErrorBox } from "./error-box";

/** A failed load in the red box (SPEC 8 only logs it; showing it is kinder), with a retry. */
export function LoadError({
  error,
  onRetry,
  busy,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  busy: boolean;
  className?: string;
}) {
  return (
    <ErrorBox
      className={className}
      action={
        <Button variant="secondary" busy={busy} onClick={onRetry} className="-my-1 shrink-0">
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </ErrorBox>
  );
}
