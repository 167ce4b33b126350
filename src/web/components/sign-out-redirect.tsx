import { useEffect } from "react";
import { Navigate } from "react-router";
import { clearAccessToken } from "../lib/token-storage";

/** SPEC 4 "Session" and 8: removes the stored access token and goes to /signin. */
export function SignOutRedirect() {
  useEffect(() => clearAccessToken(), []);
  return <Navigate to="/signin" replace />;
}
