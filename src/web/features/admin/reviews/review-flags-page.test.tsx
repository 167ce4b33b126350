import { messageResponse } from "@shared/contracts/events";
import type { ReviewFlagEntry } from "@shared/contracts/reviews";
import { resolveReviewFlags, reviewFlags } from "@shared/endpoints/reviews";
import { REVIEW_FLAG_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, fail, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { ReviewFlagsPage } from "../pages/review-flags-page";

const entry: ReviewFlagEntry = {
  review: { _id: "r1", stars: 1, text: "Worst host ever, avoid him.", createdAt: "2026-11-16T10:00:00.000Z" },
  reviewer: { _id: "u2", name: "Diya Sharma", avatar: null },
  event: { _id: "e1", name: "Coorg coffee trail" },
  flags: [
    { _id: "f1", reason: "Personal attack", createdAt: "2026-11-17T10:00:00.000Z", reporterName: "Meera" },
    { _id: "f2", reason: "Not about the trip", createdAt: "2026-11-18T10:00:00.000Z", reporterName: "Dev" },
  ],
};

const render = () =>
  renderRoutes([{ path: "/admin/reviews", element: <ReviewFlagsPage /> }], "/admin/reviews");

describe("/admin/reviews", () => {
  it("lists each reported review with its reports and hides one", async () => {
    const calls = recordCalls();
    let open = [entry];
    answer({
      [keyOf(reviewFlags)]: () => ok(reviewFlags, open),
      [keyOf(resolveReviewFlags, { id: "r1" })]: () => {
        open = [];
        return ok(messageResponse, null, { message: REVIEW_FLAG_MESSAGES.hidden });
      },
    });
    render();
    const list = await screen.findByRole("list", { name: "Reported reviews" });
    expect(list).toHaveTextContent("Diya Sharma");
    expect(list).toHaveTextContent("On Coorg coffee trail");
    expect(list).toHaveTextContent("Worst host ever, avoid him.");
    expect(list).toHaveTextContent("2 reports");
    expect(list).toHaveTextContent("Meera: Personal attack");
    expect(list).toHaveTextContent("Dev: Not about the trip");
    expect(within(list).getByText("1 star")).toBeInTheDocument();

    await userEvent.setup().click(within(list).getByRole("button", { name: "Hide Diya Sharma's review" }));
    expect(await screen.findByText(REVIEW_FLAG_MESSAGES.hidden)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "hide" }));
    expect(await screen.findByText("No review is waiting for a decision.")).toBeInTheDocument();
  });

  it("keeps one, and shows a refusal in the red box", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(reviewFlags)]: ok(reviewFlags, [entry]),
      [keyOf(resolveReviewFlags, { id: "r1" })]: fail(404, REVIEW_FLAG_MESSAGES.nothingOpen),
    });
    render();
    const list = await screen.findByRole("list", { name: "Reported reviews" });
    await userEvent.setup().click(within(list).getByRole("button", { name: "Keep Diya Sharma's review" }));
    expect(await screen.findByText(REVIEW_FLAG_MESSAGES.nothingOpen)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "keep" }));
  });
});
