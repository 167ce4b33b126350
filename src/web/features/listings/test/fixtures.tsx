import type { RouteObject } from "react-router";
import { vi } from "vitest";
import { saveSession } from "../../../lib/token-storage";
import { jsonResponse, renderRoutes } from "../../../test/render";
import {
  CreateListingPage,
  ListingsPage,
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

export type Call = { method: string; url: string; body: BodyInit | null | undefined; token: string | null };
type Answer = Response | (() => Response | Promise<Response>);

export const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, message, data });
export const refused = (status: number, message: string) => jsonResponse(status, { success: false, message });

/**
 * Stubs fetch with answers keyed "METHOD /api/path". Unknown calls answer 404, so a test notices a
 * call it did not expect. Returns the calls made, in order.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const auth = new Headers(init?.headers).get("Authorization");
    calls.push({ method, url, body: init?.body, token: auth?.replace(/^Bearer /, "") ?? null });
    const answer = answers[`${method} ${url}`];
    if (!answer) return refused(404, "There is no such API endpoint.");
    return typeof answer === "function" ? answer() : answer.clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** A fetch answer that never arrives (the loading state). */
export const pending = () => new Promise<Response>(() => {});

const placeholder = (text: string): RouteObject["element"] => <h1>{text}</h1>;

const routes: RouteObject[] = [
  { path: "/listing", element: <ListingsPage /> },
  { path: "/listing/input", element: <CreateListingPage /> },
  { path: "/listing/upcoming/detail/:id", element: <UpcomingDetailPage /> },
  { path: "/listing/myevent/detail/:id", element: <MyEventDetailPage /> },
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
