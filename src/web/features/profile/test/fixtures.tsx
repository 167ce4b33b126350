import type { RouteObject } from "react-router";
import type { vi } from "vitest";
import type { User } from "../../../lib/queries/users";
import { saveSession } from "../../../lib/token-storage";
import { makeUser } from "../../../test/fixtures/users";
import { jsonResponse, renderRoutes } from "../../../test/render";
import {
  AboutPage,
  AccountDetailsPage,
  CompanionsPage,
  ExperiencePage,
  HostedListingsPage,
  MatchingPage,
  PreferencesPage,
  ProfilePage,
  TrustPage,
} from "../profile-pages";

export { makeUser } from "../../../test/fixtures/users";

export type Call = { url: string; method: string; token: string | null };

/**
 * Stubs fetch: GET /api/users/u1 answers `user` (or the given failure), POST /api/users/logout
 * answers `logout`. Every call is recorded with the bearer token it carried.
 */
export function stubApi(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  options: {
    user?: User | { status: number; message: string } | "pending";
    logout?: { status: number; message?: string } | "network";
    companions?: { _id: string; name: string; avatar: string | null; location: string }[];
  } = {},
) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const auth = new Headers(init?.headers).get("Authorization");
    calls.push({ url, method, token: auth?.replace(/^Bearer /, "") ?? null });
    if (url === "/api/users/logout" && method === "POST") {
      const logout = options.logout ?? { status: 200 };
      if (logout === "network") throw new TypeError("Failed to fetch");
      if (logout.status >= 400)
        return jsonResponse(logout.status, { success: false, message: logout.message });
      return jsonResponse(200, { success: true, message: "Signed out.", data: null });
    }
    if (url === "/api/users/u1") {
      const user = options.user ?? makeUser();
      if (user === "pending") return new Promise<Response>(() => {});
      if ("status" in user) return jsonResponse(user.status, { success: false, message: user.message });
      return jsonResponse(200, { success: true, data: user });
    }
    if (url === "/api/message/getAllFriends")
      return jsonResponse(200, { success: true, data: options.companions ?? [] });
    if (url === "/api/users/blocked") return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(404, { success: false, message: "There is no such API endpoint." });
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
];

export function signIn() {
  saveSession({ accessToken: "tok", userId: "u1" });
}

export function renderProfile(path: string) {
  return renderRoutes(routes, path);
}
