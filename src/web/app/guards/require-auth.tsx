import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { useHasToken } from "../../lib/use-session";

/** SPEC 2 "Access": without a usable stored access token, every route but /signin sends to /signin. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useHasToken();
  if (!signedIn) return <Navigate to="/signin" replace />;
  return children ?? <Outlet />;
}
