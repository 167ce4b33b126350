import type { RouteObject } from "react-router";
import { saveSession } from "../../../lib/token-storage";
import { renderRoutes } from "../../../test/render";
import { PeoplePage } from "../people-pages";
import { PersonDetailPage } from "../person-pages";

export { makeCard, makeMatchedUser } from "../../../test/fixtures/users";

export const VIEWER_ID = "me";

const routes: RouteObject[] = [
  { path: "/signin", element: <h1>Sign-in screen</h1> },
  { path: "/people", element: <PeoplePage /> },
  { path: "/people/detail/:userId", element: <PersonDetailPage /> },
  { path: "/event/:eventId", element: <h1>Event screen</h1> },
  { path: "/chats/user/:userId", element: <h1>Chat screen</h1> },
];

export function signIn(userId = VIEWER_ID) {
  saveSession({ accessToken: "tok", userId });
}

export function renderPeople(path: string) {
  return renderRoutes(routes, path);
}
