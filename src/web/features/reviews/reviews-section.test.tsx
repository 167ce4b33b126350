import { messageResponse } from "@shared/contracts/events";
import { eventReviews, flagReview, hostReviews } from "@shared/endpoints/reviews";
import { MEMBER_NOT_FOUND, REVIEW_FLAG_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, fail, keyOf, ok, recordCalls } from "../../test/api-stub";
import { eventPage, hostPage, makeReview, renderSection } from "./test/fixtures";

describe("the Reviews section of a host", () => {
  it("shows each review's first name, stars, date, words and experience, newest first, more on demand", async () => {
    answer({
      [hostPage()]: ok(
        hostReviews,
        [
          makeReview(),
          makeReview({ _id: "r2", reviewerName: "Ravi", stars: 2, text: "Too rushed.", mine: true }),
        ],
        { nextCursor: "c2", total: 3 },
      ),
      [hostPage({ cursor: "c2" })]: ok(
        hostReviews,
        [makeReview({ _id: "r3", reviewerName: "Meera", event: { _id: "e2", name: "Old town food walk" } })],
        { nextCursor: null, total: 3 },
      ),
    });
    renderSection({ hostId: "h1" });

    const section = await screen.findByRole("region", { name: "Reviews" });
    const list = await within(section).findByRole("list", { name: "Reviews" });
    expect(section).toHaveTextContent("3 reviews");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Asha");
    expect(items[0]).toHaveTextContent("30 min ago");
    expect(within(items[0]!).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Kabir paced the climb well and waited for everyone.");
    expect(within(items[0]!).getByRole("link", { name: "On Nandi Hills sunrise" })).toHaveAttribute(
      "href",
      "/event/e1",
    );
    // The viewer's own review says so, and cannot be reported.
    expect(items[1]).toHaveTextContent("You");
    expect(within(items[1]!).queryByRole("button", { name: /Report/ })).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole("button", { name: "Report Asha's review" })).toBeInTheDocument();

    await userEvent.setup().click(within(section).getByRole("button", { name: "Show more reviews" }));
    expect(await within(list).findByText("Meera")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(section).queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
  });

  it("says so when there are none", async () => {
    answer({ [hostPage()]: ok(hostReviews, [], { nextCursor: null, total: 0 }) });
    renderSection({ hostId: "h1" });
    expect(await screen.findByText("No reviews yet for this host's experiences.")).toBeInTheDocument();
  });

  it("shows nothing for a member the viewer may not see", async () => {
    answer({ [hostPage()]: fail(404, MEMBER_NOT_FOUND) });
    const { container } = renderSection({ hostId: "h1" });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("offers to try again when the reviews cannot be read", async () => {
    answer({ [hostPage()]: fail(500, "Something went wrong") });
    renderSection({ hostId: "h1" });
    expect(await screen.findByText("We couldn't load the reviews.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the Reviews section of an experience", () => {
  it("shows the experience's own reviews, without naming it on each", async () => {
    answer({ [eventPage()]: ok(eventReviews, [makeReview()], { nextCursor: null, total: 1 }) });
    renderSection({ hostId: "h1", eventId: "e1" });
    const section = await screen.findByRole("region", { name: "Reviews" });
    expect(await within(section).findByText("Asha")).toBeInTheDocument();
    expect(section).toHaveTextContent("1 review");
    expect(within(section).queryByRole("link", { name: /On Nandi Hills/ })).not.toBeInTheDocument();
  });

  it("while it has none, shows its host's other reviews, saying so", async () => {
    answer({
      [eventPage()]: ok(eventReviews, [], { nextCursor: null, total: 0 }),
      [hostPage()]: ok(hostReviews, [makeReview({ event: { _id: "e9", name: "Coorg coffee trail" } })], {
        nextCursor: null,
        total: 1,
      }),
    });
    renderSection({ hostId: "h1", eventId: "e1" });
    const section = await screen.findByRole("region", { name: "Reviews of this host" });
    expect(section).toHaveTextContent("This experience has no reviews yet.");
    expect(within(section).getByRole("link", { name: "On Coorg coffee trail" })).toHaveAttribute(
      "href",
      "/event/e9",
    );
  });

  it("says so when neither the experience nor its host has any", async () => {
    answer({
      [eventPage()]: ok(eventReviews, [], { nextCursor: null, total: 0 }),
      [hostPage()]: ok(hostReviews, [], { nextCursor: null, total: 0 }),
    });
    renderSection({ hostId: "h1", eventId: "e1" });
    expect(
      await screen.findByText("No reviews yet. Members who go can review it once it ends."),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Reviews" })).toBeInTheDocument();
  });
});

describe("reporting a review", () => {
  const setUp = () => {
    const calls = recordCalls();
    answer({ [eventPage()]: ok(eventReviews, [makeReview()], { nextCursor: null, total: 1 }) });
    renderSection({ hostId: "h1", eventId: "e1" });
    return calls;
  };

  it("asks for a reason, sends it trimmed, and confirms", async () => {
    const calls = setUp();
    answer({
      [keyOf(flagReview, { id: "r1" })]: ok(messageResponse, null, { message: REVIEW_FLAG_MESSAGES.flagged }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Report Asha's review" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this review?" });

    // A blank reason is not sent.
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText(REVIEW_FLAG_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByLabelText("What is wrong with it?"), "  It names a member's phone  ");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(REVIEW_FLAG_MESSAGES.flagged)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "It names a member's phone" }),
    );
  });

  it("keeps the dialog open with the server's refusal", async () => {
    setUp();
    answer({ [keyOf(flagReview, { id: "r1" })]: fail(409, REVIEW_FLAG_MESSAGES.duplicate) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Report Asha's review" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this review?" });
    await user.type(within(dialog).getByLabelText("What is wrong with it?"), "Rude");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(REVIEW_FLAG_MESSAGES.duplicate)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
