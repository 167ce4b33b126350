import type { RouteObject } from "react-router";
import { saveSession } from "../../../lib/token-storage";
import { ME } from "../../../test/fixtures/events";
import { renderRoutes } from "../../../test/render";
import { EventDetailPage } from "../event-detail-pages";
import { EventsPage } from "../events-pages";

export { HOST, ME, makeCard, makeDetail, makeEvent } from "../../../test/fixtures/events";

export function signIn(userId = ME) {
  saveSession({ accessToken: "tok", userId });
}

const routes: RouteObject[] = [
  { path: "/events", element: <EventsPage /> },
  { path: "/event/:eventId", element: <EventDetailPage /> },
  { path: "/people/detail/:userId", element: <h1>Person screen</h1> },
  { path: "/listing/input", element: <h1>Create screen</h1> },
];

export function renderEvents(path: string) {
  return renderRoutes(routes, path);
}
