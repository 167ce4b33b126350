import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../../lib/texts";
import { linksLeadingTo } from "../../../test/queries";
import { CompanionGrid } from "../components/companion-grid";
import { makeUser, renderProfile, signIn, stubApi } from "../test/fixtures";
import { renderWithRouter } from "../test/render-component";

beforeEach(() => {
  signIn();
});

const trek = {
  _id: "e1",
  name: "Kudremukh sunrise trek",
  image: "/uploads/trek.webp",
  fromDate: "2026-06-12",
  toDate: "2026-06-12",
  location: "Chikmagalur, Karnataka",
};
const coorg = {
  _id: "e2",
  name: "Coorg coffee estate weekend",
  image: null,
  fromDate: "2026-07-03",
  toDate: "2026-07-05",
  location: "Madikeri, Karnataka",
};

describe("My Experience", () => {
  it("shows attended events as cards linking to the event", async () => {
    stubApi({ user: makeUser({ eventsAttended: [trek, coorg] }) });
    const { router } = renderProfile("/profile/experience");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    const cards = await linksLeadingTo("Events attended", ["/event/e1", "/event/e2"]);
    expect(cards[0]).toHaveTextContent("Kudremukh sunrise trek");
    expect(cards[0]).toHaveTextContent("12 Jun 2026");
    expect(cards[0]).not.toHaveTextContent("–");
    expect(cards[0]).toHaveTextContent("Chikmagalur, Karnataka");
    expect(cards[0]?.querySelector("img")).toHaveAttribute("src", "/uploads/trek.webp");
    expect(cards[1]).toHaveTextContent("03 Jul 2026 – 05 Jul 2026");
    expect(cards[1]?.querySelector("img")).toHaveAttribute("src", "/images/event-default.webp");
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/profile");

    await userEvent.setup().click(cards[0] as HTMLElement);
    expect(router.state.location.pathname).toBe("/event/e1");
  });

  it("falls back to the default picture when an image fails", async () => {
    stubApi({ user: makeUser({ eventsAttended: [trek] }) });
    renderProfile("/profile/experience");
    const img = (await screen.findByRole("link", { name: /Kudremukh/ })).querySelector(
      "img",
    ) as HTMLImageElement;
    img.dispatchEvent(new Event("error"));
    await waitFor(() => expect(img).toHaveAttribute("src", "/images/event-default.webp"));
  });

  it("says so when nothing was attended", async () => {
    stubApi({ user: makeUser({ eventsAttended: [] }) });
    renderProfile("/profile/experience");
    expect(await screen.findByText(TEXTS.noAttended)).toBeInTheDocument();
  });

  it("shows a failed load in the red box", async () => {
    stubApi({ user: { status: 500, message: "The database is not reachable." } });
    renderProfile("/profile/experience");
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
  });
});

describe("My Listings", () => {
  it("shows hosted events as cards", async () => {
    stubApi({ user: makeUser({ eventsHosted: [coorg], eventsAttended: [trek] }) });
    renderProfile("/profile/listing");
    const cards = await linksLeadingTo("Events hosted", ["/event/e2"]);
    expect(cards[0]).toHaveTextContent("Coorg coffee estate weekend");
  });

  it("says so when nothing was hosted, offering to create an experience", async () => {
    stubApi({ user: makeUser({ eventsHosted: [] }) });
    renderProfile("/profile/listing");
    expect(await screen.findByText(TEXTS.noHosted)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: TEXTS.createExperience })).toHaveAttribute(
      "href",
      "/listing/input",
    );
  });
});

describe("My companions", () => {
  it("shows the empty state when the member has chatted with nobody yet", async () => {
    stubApi();
    renderProfile("/profile/companions");
    expect(screen.getByRole("heading", { name: "My companions" })).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.noCompanions)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/profile");
  });

  it("lists the members one has chatted with, from GET /api/message/getAllFriends", async () => {
    stubApi({
      companions: [
        {
          _id: "p9",
          name: "Zoya Khan",
          avatar: null,
          location: "Mumbai, India",
          deleted: false,
          lastMessage: null,
        },
        // A member who deleted their account has no profile to open: not a companion any more.
        { _id: "p8", name: "Deleted member", avatar: null, location: "", deleted: true, lastMessage: null },
      ],
    });
    renderProfile("/profile/companions");
    expect(await screen.findByRole("link", { name: /Zoya Khan/ })).toHaveAttribute(
      "href",
      "/people/detail/p9",
    );
    expect(screen.queryByText("Deleted member")).not.toBeInTheDocument();
  });

  it("lays friends out in a grid linking to their profiles", () => {
    renderWithRouter(
      <CompanionGrid
        companions={[
          { _id: "p1", name: "Diya Iyer", avatar: null, location: "Chennai, India" },
          { _id: "p2", name: "Kabir Mehta", avatar: null },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Companions" });
    expect(list).toHaveClass("grid-cols-2");
    expect(within(list).getByRole("link", { name: /Diya Iyer/ })).toHaveAttribute(
      "href",
      "/people/detail/p1",
    );
    expect(within(list).getByRole("link", { name: /Kabir Mehta/ })).toHaveAttribute(
      "href",
      "/people/detail/p2",
    );
    expect(screen.queryByText(TEXTS.noCompanions)).not.toBeInTheDocument();
  });
});
