import type { User } from "@shared/contracts/users";
import type { RouteObject } from "react-router";
import type { vi } from "vitest";
import { saveSession } from "../../../lib/token-storage";
import { ME } from "../../../test/fixtures/events";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { EventDetailPage, EventsPage } from "../events-pages";

export { HOST, ME, makeDetail, makeEvent } from "../../../test/fixtures/events";

export function makeMe(gender: User["gender"] = "female"): Pick<User, "_id" | "name" | "gender"> {
  return { _id: ME, name: "Asha Rao", gender };
}

export type Call = { url: string; method: string; token: string | null };
export type Reply = { status: number; body: unknown } | "pending" | "network";
export type Handler = (url: URL, method: string) => Reply | undefined;

const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: { success: true, data, ...extra },
});
export const reply = {
  ok,
  fail: (status: number, message: string): Reply => ({ status, body: { success: false, message } }),
};

/** Stubs fetch with a router of handlers; every call is recorded with the bearer token it carried. */
export function stubFetch(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, handler: Handler) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const auth = new Headers(init?.headers).get("Authorization");
    calls.push({ url: `${url.pathname}${url.search}`, method, token: auth?.replace(/^Bearer /, "") ?? null });
    const answer = handler(url, method);
    if (answer === "pending") return new Promise<Response>(() => {});
    if (answer === "network") throw new TypeError("Failed to fetch");
    if (answer) return jsonResponse(answer.status, answer.body);
    return jsonResponse(404, { success: false, message: "There is no such API endpoint." });
  });
  return calls;
}

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
