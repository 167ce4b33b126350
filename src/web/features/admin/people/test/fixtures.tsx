import type { RouteObject } from "react-router";
import { renderRoutes } from "../../../../test/render";
import { FlagDetailPage } from "../../pages/flag-detail-page";
import { FlagsPage } from "../../pages/flags-page";
import { MatchPairPage } from "../../pages/match-pair-page";
import { MatchmakingPage } from "../../pages/matchmaking-page";
import { UserMatchesPage } from "../../pages/user-matches-page";
import { AdminUserProfilePage } from "../../pages/user-profile-page";
import { AdminUsersPage } from "../../pages/users-page";

export {
  makeAnswers,
  makeCommon,
  makeFlag,
  makeFlaggedUser,
  makeProfile,
  makeScored,
  makeUserCard,
} from "../../../../test/fixtures/users";

const routes: RouteObject[] = [
  { path: "/admin", element: <AdminUsersPage /> },
  { path: "/admin/people", element: <MatchmakingPage /> },
  { path: "/admin/user/profile/:id", element: <AdminUserProfilePage /> },
  { path: "/admin/people/match/:id", element: <UserMatchesPage /> },
  { path: "/admin/match/:id1/:id2", element: <MatchPairPage /> },
  { path: "/admin/flag", element: <FlagsPage /> },
  { path: "/admin/flag/:id", element: <FlagDetailPage /> },
  { path: "/event/:id", element: <h1>Event screen</h1> },
];

export function renderAdminPeople(path: string) {
  return renderRoutes(routes, path);
}
