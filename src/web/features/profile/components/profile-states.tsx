import { useEffect } from "react";
import { Navigate } from "react-router";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { errorMessage } from "../../../lib/api";
import { clearAccessToken } from "../../../lib/token-storage";

/** SPEC 4 "Session" and 8: removes the stored access token and goes to /signin. */
export function SignOutRedirect() {
  useEffect(() => clearAccessToken(), []);
  return <Navigate to="/signin" replace />;
}

/** The red box of a failed load, with a way to try again. */
export function LoadError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy: boolean }) {
  return (
    <ErrorBox
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
