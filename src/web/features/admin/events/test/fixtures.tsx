import type { RouteObject } from "react-router";
import type { vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../../test/render";
import { AdminEventReviewPage } from "../../pages/event-review-page";
import { AdminEventsPage } from "../../pages/events-page";
import type { AdminEvent } from "../api";

export function makeAdminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  return {
    _id: "e1",
    name: "Kudremukh sunrise trek",
    description: "A gentle night climb to watch the sunrise over the Western Ghats with a small group.",
    category: "Adventure & Treks",
    customCategory: null,
    image: "/uploads/trek.webp",
    // 05:30 in India on 12 Jun 2026, and the last minute of 13 Jun 2026 there.
    fromDate: "2026-06-12T00:00:00.000Z",
    toDate: "2026-06-13T18:29:59.000Z",
    time: "05:30",
    state: "Karnataka",
    city: "Chikmagalur",
    location: "Chikmagalur, Karnataka",
    totalSlots: 10,
    availableSlots: 10,
    cost: 0,
    paymentType: "split",
    createdBy: { _id: "u7", name: "Kabir Mehta", email: "kabir@demo.meetup" },
    eventStatus: "ongoing",
    status: "pending",
    rejectionReason: null,
    averageRating: null,
    isOver: false,
    ...overrides,
  };
}

export type Call = { url: string; method: string; body: unknown };
type Answer = Response | Promise<Response> | "never";
export type Handler = (call: Call) => Answer | undefined;

/** Stubs fetch with a handler per call; every call is recorded (path after the origin, method, JSON body). */
export function stubApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, handler: Handler) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const text = typeof init?.body === "string" ? init.body : undefined;
    const call = {
      url: String(input),
      method: init?.method ?? "GET",
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const answer = handler(call);
    if (answer === "never") return new Promise<Response>(() => {});
    return answer ?? jsonResponse(404, { success: false, message: "There is no such API endpoint." });
  });
  return calls;
}

export const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, message, data });
export const failure = (status: number, message: string) => jsonResponse(status, { success: false, message });

const routes: RouteObject[] = [
  { path: "/admin/event", element: <AdminEventsPage /> },
  { path: "/admin/event/:id", element: <AdminEventReviewPage /> },
];

export function renderAdminEvents(path: string) {
  return renderRoutes(routes, path);
}
