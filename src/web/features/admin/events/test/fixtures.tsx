import { adminEventSchema } from "@shared/contracts/admin-events";
import type { RouteObject } from "react-router";
import { build } from "../../../../test/fixtures/build";
import { LISTED } from "../../../../test/fixtures/events";
import { renderRoutes } from "../../../../test/render";
import { AdminEventReviewPage } from "../../pages/event-review-page";
import { AdminEventsPage } from "../../pages/events-page";
import type { AdminEvent } from "../api";

export function makeAdminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  return build(
    adminEventSchema,
    LISTED,
    {
      name: "Kudremukh sunrise trek",
      description: "A gentle night climb to watch the sunrise over the Western Ghats with a small group.",
      category: "Adventure & Treks",
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
      status: "pending",
    },
    overrides,
  );
}

const routes: RouteObject[] = [
  { path: "/admin/event", element: <AdminEventsPage /> },
  { path: "/admin/event/:id", element: <AdminEventReviewPage /> },
];

export function renderAdminEvents(path: string) {
  return renderRoutes(routes, path);
}
