import type { AttendanceContest } from "@shared/contracts/attendance";
import { messageResponse } from "@shared/contracts/events";
import { attendanceContests, resolveContest } from "@shared/endpoints/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { AttendanceContestsPage } from "../pages/attendance-contests-page";

const contest: AttendanceContest = {
  eventId: "e1",
  eventName: "Coorg coffee trail",
  toDate: "2026-11-14T18:29:59.000Z",
  member: { _id: "u2", name: "Diya Sharma", avatar: null },
  host: { _id: "u3", name: "Kabir Mehta", avatar: null },
  reason: "I was there, ask the others.",
  contestedAt: "2026-11-16T10:00:00.000Z",
  markedAt: "2026-11-15T10:00:00.000Z",
};

const render = () =>
  renderRoutes([{ path: "/admin/attendance", element: <AttendanceContestsPage /> }], "/admin/attendance");

describe("/admin/attendance", () => {
  it("lists contested marks with the member's reason and overturns one", async () => {
    const calls = recordCalls();
    let open = [contest];
    answer({
      [keyOf(attendanceContests)]: () => ok(attendanceContests, open),
      [keyOf(resolveContest, { eventId: "e1", userId: "u2" })]: () => {
        open = [];
        return ok(messageResponse, null, { message: "The mark is overturned: the member came." });
      },
    });
    render();
    const list = await screen.findByRole("list", { name: "Contested attendance" });
    expect(list).toHaveTextContent("Diya Sharma");
    expect(list).toHaveTextContent("Coorg coffee trail");
    expect(list).toHaveTextContent("Marked a no-show by Kabir Mehta");
    expect(list).toHaveTextContent("I was there, ask the others.");
    await userEvent
      .setup()
      .click(within(list).getByRole("button", { name: "Overturn the no-show mark of Diya Sharma" }));
    expect(await screen.findByText("The mark is overturned: the member came.")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "overturn" }),
    );
    expect(await screen.findByText("No contested marks right now.")).toBeInTheDocument();
  });
});
