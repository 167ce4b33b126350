import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { signInPathFrom } from "../../lib/sign-in-target";
import { useHasToken } from "../../lib/use-session";

/**
 * SPEC 2 "Access": without a usable stored access token, every route but /signin sends to /signin.
 * An experience's shared link keeps its way back (`?next=`, ADR 0031).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useHasToken();
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to={signInPathFrom(pathname)} replace />;
  return children ?? <Outlet />;
}
