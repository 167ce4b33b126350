import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadError } from "../../components/load-error";
import { SignOutRedirect } from "../../components/sign-out-redirect";
import { Skeleton, SkeletonRepeat } from "../../components/skeleton";
import { isAuthError } from "../../lib/api";
import { useMessagesOr } from "../../lib/i18n";
import { useCurrentUser } from "../../lib/queries/users";
import { SHELL_TEXTS } from "../../lib/texts";
import { useUserId } from "../../lib/use-session";

function AdminSkeleton() {
  const t = useMessagesOr("shell", SHELL_TEXTS, { ask: false });
  return (
    <div role="status" aria-label={t("loading")} className="min-h-dvh bg-stone-50">
      <div className="h-16 border-b border-stone-200/70" />
      <div className="mx-auto max-w-[1100px] space-y-6 px-4 pt-8 md:px-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-12 w-full" />
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <SkeletonRepeat count={4}>
            <Skeleton className="aspect-[4/5]" />
          </SkeletonRepeat>
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
        <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isPending) return <AdminSkeleton />;
  if (user.role !== "admin") return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
