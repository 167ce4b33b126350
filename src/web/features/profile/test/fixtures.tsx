import type { Companion } from "@shared/contracts/chat";
import { messageResponse } from "@shared/contracts/events";
import { getUserResponse } from "@shared/contracts/users";
import { logout as logoutEndpoint } from "@shared/endpoints/auth";
import { companions } from "@shared/endpoints/chat";
import { latestExport } from "@shared/endpoints/my-data";
import { blockedMembers } from "@shared/endpoints/safety";
import { getUser } from "@shared/endpoints/users";
import type { RouteObject } from "react-router";
import type { User } from "../../../lib/queries/users";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, keyOf, networkError, never, ok, recordCalls } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { renderRoutes } from "../../../test/render";
import {
  AboutPage,
  AccountDetailsPage,
  CompanionsPage,
  ExperiencePage,
  HostedListingsPage,
  MatchingPage,
  NotificationsPage,
  PreferencesPage,
  ProfilePage,
  TrustPage,
} from "../profile-pages";

export { makeUser } from "../../../test/fixtures/users";

/**
 * Answers the profile screens' endpoints: GET /api/users/u1 answers `user` (or the given failure),
 * POST /api/users/logout answers `logout`. Every call is recorded with the bearer token it carried.
 */
export function stubApi(
  options: {
    user?: User | { status: number; message: string } | "pending";
    logout?: { status: number; message?: string } | "network";
    companions?: Companion[];
  } = {},
) {
  const calls = recordCalls();
  const user = options.user ?? makeUser();
  const logout = options.logout ?? { status: 200 };
  answer({
    [keyOf(logoutEndpoint)]:
      logout === "network"
        ? networkError()
        : logout.status >= 400
          ? fail(logout.status, logout.message ?? "")
          : ok(messageResponse, null, { message: "Signed out." }),
    [keyOf(getUser, { id: "u1" })]:
      user === "pending"
        ? never
        : "status" in user
          ? fail(user.status, user.message)
          : ok(getUserResponse, user),
    [keyOf(companions)]: ok(companions, options.companions ?? []),
    [keyOf(blockedMembers)]: ok(blockedMembers, []),
    [keyOf(latestExport)]: ok(latestExport, null),
  });
  return calls;
}

const routes: RouteObject[] = [
  { path: "/signin", element: <h1>Sign-in screen</h1> },
  { path: "/event/:eventId", element: <h1>Event screen</h1> },
  { path: "/profile", element: <ProfilePage /> },
  { path: "/profile/detail", element: <AccountDetailsPage /> },
  { path: "/profile/detail/about", element: <AboutPage /> },
  { path: "/profile/detail/preference", element: <PreferencesPage /> },
  { path: "/profile/detail/matching", element: <MatchingPage /> },
  { path: "/profile/detail/trust", element: <TrustPage /> },
  { path: "/profile/experience", element: <ExperiencePage /> },
  { path: "/profile/companions", element: <CompanionsPage /> },
  { path: "/profile/listing", element: <HostedListingsPage /> },
  { path: "/profile/notifications", element: <NotificationsPage /> },
];

export function signIn() {
  saveSession({ accessToken: "tok", userId: "u1" });
}

export function renderProfile(path: string) {
  return renderRoutes(routes, path);
}
