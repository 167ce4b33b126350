import { createdEvents, upcomingEvents } from "@shared/endpoints/events";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { keyOf, ok } from "../../../test/api-stub";
import { expectEachToShow, linksLeadingTo } from "../../../test/queries";
import { makeEvent, makeUpcoming, renderListings, signIn, stubApi } from "../test/fixtures";

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const upcoming = [
  makeUpcoming({
    _id: "u1",
    name: "Board games and biryani night",
    groupId: "g1",
    participants: [
      {
        _id: "a",
        name: "Ananya Reddy",
        avatar: null,
        currentLocation: "Hyderabad, India",
        gender: "female",
        phoneVerified: true,
        photoVerified: true,
      },
      {
        _id: "b",
        name: "Nikhil Rao",
        avatar: null,
        currentLocation: "Mysuru, India",
        gender: "male",
        phoneVerified: false,
        photoVerified: false,
      },
    ],
  }),
  makeUpcoming({
    _id: "u2",
    name: "Pondicherry café crawl",
    myRequest: { requestStatus: "requested", rsvpStatus: "no", fromWaitlist: false, offerExpiresAt: null },
  }),
  makeUpcoming({ _id: "u3", name: "Hampi ruins at golden hour", eventStatus: "cancelled" }),
];

/** The host's four listings, one in each state Your Events shows; the pending one has `slotsLeft` of 8. */
const hostEvents = (slotsLeft: number) => [
  makeEvent({ _id: "c1", name: "Pending one", status: "pending", availableSlots: slotsLeft, totalSlots: 8 }),
  makeEvent({ _id: "c2", name: "Listed one", status: "approved", availableSlots: 10, totalSlots: 10 }),
  makeEvent({ _id: "c3", name: "Rejected one", status: "rejected" }),
  makeEvent({ _id: "c4", name: "Cancelled one", status: "approved", eventStatus: "cancelled" }),
];
/** Where the cards of hostEvents lead: each listing's host view, in their order. */
const HOST_VIEWS = ["c1", "c2", "c3", "c4"].map((id) => `/listing/myevent/detail/${id}`);

describe("/listing", () => {
  it("opens on Upcoming and shows its empty text", async () => {
    stubApi({ [keyOf(upcomingEvents)]: ok(upcomingEvents, []) });
    renderListings("/listing");
    expect(screen.getByRole("heading", { level: 1, name: "My Listings" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(TEXTS.noUpcoming)).toBeInTheDocument();
  });

  it("keeps the chosen tab in the address and shows Your Events' empty text with the create link", async () => {
    stubApi({
      [keyOf(upcomingEvents)]: ok(upcomingEvents, []),
      [keyOf(createdEvents)]: ok(createdEvents, []),
    });
    const { router } = renderListings("/listing");
    await screen.findByText(TEXTS.noUpcoming);

    await userEvent.setup().click(screen.getByRole("tab", { name: "Your Events" }));
    expect(router.state.location.search).toBe("?tab=created");
    expect(await screen.findByText("No events created yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: TEXTS.createExperience })).toHaveAttribute(
      "href",
      "/listing/input",
    );
  });

  it("opens Your Events from ?tab=created: badges, slots left and links to the host view", async () => {
    stubApi({
      [keyOf(createdEvents)]: ok(createdEvents, hostEvents(3)),
    });
    renderListings("/listing?tab=created");
    expect(screen.getByRole("tab", { name: "Your Events" })).toHaveAttribute("aria-selected", "true");

    const cards = await linksLeadingTo("Your events", HOST_VIEWS);
    expectEachToShow(cards, [
      ["Pending Approval", "3 of 8 slots left"],
      ["Listed", "10 of 10 slots left"],
      ["Rejected"],
      ["Cancelled by you"],
    ]);
    expect(cards[3]).not.toHaveTextContent("Listed");
    expect(screen.getByRole("link", { name: TEXTS.createExperience })).toHaveAttribute(
      "href",
      "/listing/input",
    );
  });

  it("expands an upcoming card to the faces, View and Show Chat; no chat button without a group", async () => {
    stubApi({ [keyOf(upcomingEvents)]: ok(upcomingEvents, upcoming) });
    const { router } = renderListings("/listing");
    const user = userEvent.setup();

    const joined = await screen.findByRole("button", { name: /Board games and biryani night/ });
    expect(joined).toHaveTextContent(TEXTS.joined);
    expect(joined).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.queryByRole("link", { name: "View Board games and biryani night" }),
    ).not.toBeInTheDocument();

    await user.click(joined);
    expect(joined).toHaveAttribute("aria-expanded", "true");
    const faces = screen.getByRole("list", { name: "Who's going" });
    expect(
      within(faces)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Ananya Reddy", "Nikhil Rao"]);
    expect(screen.getByRole("link", { name: "View Board games and biryani night" })).toHaveAttribute(
      "href",
      "/listing/upcoming/detail/u1",
    );
    expect(screen.getByRole("link", { name: "Show Chat" })).toHaveAttribute("href", "/chats/group/g1/u1");

    expect(screen.getByRole("button", { name: /Hampi ruins/ })).toHaveTextContent("Cancelled by the host");
    const requested = screen.getByRole("button", { name: /Pondicherry café crawl/ });
    expect(requested).toHaveTextContent(TEXTS.requestSent);
    await user.click(requested);
    expect(screen.getByRole("link", { name: "View Pondicherry café crawl" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Show Chat" })).toHaveLength(1);

    await user.click(screen.getByRole("link", { name: "Show Chat" }));
    expect(router.state.location.pathname).toBe("/chats/group/g1/u1");
  });

  it("shows the message handed over by the previous screen once", async () => {
    stubApi({ [keyOf(upcomingEvents)]: ok(upcomingEvents, []) });
    const { router } = renderListings("/listing");
    await screen.findByText(TEXTS.noUpcoming);
    await router.navigate("/listing", { state: { notice: "You have successfully left the event" } });
    expect(await screen.findByRole("status")).toHaveTextContent("You have successfully left the event");
    // The screen clears the handed-over state with a navigation of its own, after it has shown it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("You have successfully left the event")).not.toBeInTheDocument();
  });

  it("shows a failed load with a way to try again", async () => {
    stubApi({
      [keyOf(upcomingEvents)]: new Response(JSON.stringify({ success: false, message: "Database down." }), {
        status: 503,
      }),
    });
    renderListings("/listing");
    expect(await screen.findByRole("alert")).toHaveTextContent("Database down.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("/listing in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the heading, tabs, empty texts and the create link in Hindi", async () => {
    stubApi({
      [keyOf(upcomingEvents)]: ok(upcomingEvents, []),
      [keyOf(createdEvents)]: ok(createdEvents, []),
    });
    renderListings("/listing");
    expect(screen.getByRole("heading", { level: 1, name: "मेरी लिस्टिंग" })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "लिस्टिंग" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "आने वाले" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status", { name: "लोड हो रहा है" })).toBeInTheDocument();
    expect(await screen.findByText("अभी कोई आने वाला इवेंट नहीं है।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "एक्सपीरियंस ढूँढें" })).toHaveAttribute("href", "/events");

    await userEvent.setup().click(screen.getByRole("tab", { name: "आपके इवेंट" }));
    expect(await screen.findByText("आपने अभी तक कोई इवेंट नहीं बनाया है।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+ एक्सपीरियंस बनाएँ" })).toHaveAttribute("href", "/listing/input");
  });

  it("shows the host's cards with their badges, days and slots in Hindi", async () => {
    stubApi({
      [keyOf(createdEvents)]: ok(createdEvents, hostEvents(1)),
    });
    renderListings("/listing?tab=created");
    const cards = await linksLeadingTo("आपके इवेंट", HOST_VIEWS);
    expectEachToShow(cards, [
      ["मंज़ूरी बाकी है", "8 में से 1 सीट खाली", "4 दिस॰ 2026 – 5 दिस॰ 2026 · सुबह 7:30"],
      ["लाइव है", "10 में से 10 सीटें खाली"],
      ["नामंज़ूर"],
      ["आपने रद्द किया"],
    ]);
  });

  it("opens an upcoming card to who is going, View and Show Chat in Hindi", async () => {
    stubApi({ [keyOf(upcomingEvents)]: ok(upcomingEvents, upcoming) });
    renderListings("/listing");
    const user = userEvent.setup();
    const joined = await screen.findByRole("button", { name: /Board games and biryani night/ });
    expect(joined).toHaveTextContent("शामिल हैं");
    await user.click(joined);
    expect(screen.getByRole("list", { name: "कौन-कौन आ रहा है" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Board games and biryani night देखें" })).toHaveTextContent("देखें");
    expect(screen.getByRole("link", { name: "चैट खोलें" })).toHaveAttribute("href", "/chats/group/g1/u1");
    expect(screen.getByRole("button", { name: /Hampi ruins/ })).toHaveTextContent("होस्ट ने रद्द कर दिया");
    const requested = screen.getByRole("button", { name: /Pondicherry café crawl/ });
    expect(requested).toHaveTextContent("अनुरोध भेजा गया");
    await user.click(requested);
    expect(screen.getByText("होस्ट आपका अनुरोध मान लें, तो आपको दिखेगा कि कौन-कौन आ रहा है।")).toBeInTheDocument();
  });
});
