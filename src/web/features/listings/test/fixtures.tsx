import type { RouteObject } from "react-router";
import { saveSession } from "../../../lib/token-storage";
import { answer, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { CreateListingPage } from "../create-listing-pages";
import {
  ListingsPage,
  MarkAttendancePage,
  MyEventDetailPage,
  RequestReviewPage,
  UpcomingDetailPage,
} from "../listings-pages";

export {
  LOCATIONS,
  makeDetail,
  makeEvent,
  makeParticipant,
  makeUpcoming,
} from "../../../test/fixtures/listings";

/**
 * Answers the endpoints keyed "METHOD /api/path" (others answer 404, so a test notices a call it did
 * not expect). Returns the calls made, in order.
 */
export function stubApi(answers: Parameters<typeof answer>[0]) {
  const calls = recordCalls();
  answer(answers);
  return calls;
}

const placeholder = (text: string): RouteObject["element"] => <h1>{text}</h1>;

const routes: RouteObject[] = [
  { path: "/listing", element: <ListingsPage /> },
  { path: "/listing/input", element: <CreateListingPage /> },
  { path: "/listing/upcoming/detail/:id", element: <UpcomingDetailPage /> },
  { path: "/listing/myevent/detail/:id", element: <MyEventDetailPage /> },
  { path: "/listing/myevent/detail/:id/attendance", element: <MarkAttendancePage /> },
  { path: "/request/:event/:id", element: <RequestReviewPage /> },
  { path: "/events", element: placeholder("Events screen") },
  { path: "/event/:eventId", element: placeholder("Event screen") },
  { path: "/people/detail/:userId", element: placeholder("Person screen") },
  { path: "/chats/group/:groupId/:eventId", element: placeholder("Group chat screen") },
];

export function signIn(userId = "me") {
  saveSession({ accessToken: "tok", userId });
}

export function renderListings(path: string) {
  return renderRoutes(routes, path);
}
