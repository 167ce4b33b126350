import type { ReactNode } from "react";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { Button } from "../../components/button";
import { ErrorBox } from "../../components/error-box";
import { Skeleton } from "../../components/skeleton";
import { errorMessage, isAuthError } from "../../lib/api";
import { useCurrentUser } from "../../lib/queries/users";
import { clearAccessToken } from "../../lib/token-storage";
import { useUserId } from "../../lib/use-session";

function SignOutRedirect() {
  // SPEC 4 "Session": a failed profile fetch clears the token and goes to /signin.
  useEffect(() => clearAccessToken(), []);
  return <Navigate to="/signin" replace />;
}

function AdminSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="min-h-dvh bg-stone-50">
      <div className="h-16 border-b border-stone-200/70" />
      <div className="mx-auto max-w-[1100px] space-y-6 px-4 pt-8 md:px-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-12 w-full" />
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {["a", "b", "c", "d"].map((key) => (
            <Skeleton key={key} className="aspect-[4/5]" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** SPEC 2: the admin area is for role "admin"; anyone else is sent to /. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const userId = useUserId();
  const { data: user, error, isPending, refetch, isRefetching } = useCurrentUser();

  if (!userId) return <SignOutRedirect />;
  if (error) {
    if (isAuthError(error)) return <SignOutRedirect />;
    return (
      <div className="mx-auto max-w-md px-4 pt-16">
        <ErrorBox
          action={
            <Button variant="secondary" busy={isRefetching} onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </ErrorBox>
      </div>
    );
  }
  if (isPending) return <AdminSkeleton />;
  if (user.role !== "admin") return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
