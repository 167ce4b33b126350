import { compatibilityResponse } from "@shared/contracts/people";
import { approveRequest, eventDetail, rejectRequest } from "@shared/endpoints/events";
import { compatibility } from "@shared/endpoints/matching";
import { getUser } from "@shared/endpoints/users";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { fail, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { makeDetail, makeParticipant, renderListings, signIn, stubApi } from "../test/fixtures";

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const applicant = makeUser({
  _id: "s1",
  name: "Sneha Kulkarni",
  gender: "female",
  currentLocation: { city: "Pune", country: "India" },
  location: "Pune, India",
  hostRating: null,
  socialLinks: { instagram: "https://instagram.com/sneha", linkedin: "javascript:alert(1)" },
  profileImages: ["/uploads/a.webp", "/uploads/b.webp", "/uploads/c.webp"],
  scenePreferences: ["Chai & Conversations", "Weekend Getaways"],
  idealScenes: ["Sunday café crawl"],
  eventsHosted: [
    {
      _id: "h1",
      name: "Sunrise yoga retreat",
      image: null,
      fromDate: "2027-01-01T00:00:00.000Z",
      toDate: "2027-01-02T00:00:00.000Z",
      location: "Rishikesh, Uttarakhand",
    },
  ],
  eventsAttended: [
    {
      _id: "a1",
      name: "Old Delhi food walk",
      image: null,
      fromDate: "2026-11-27T00:00:00.000Z",
      toDate: "2026-11-27T00:00:00.000Z",
      location: "Delhi, Delhi",
    },
  ],
});

const hostEvent = makeDetail({
  role: "host",
  myRequest: null,
  participants: [makeParticipant("s1", "Sneha Kulkarni", "requested", "no")],
});

function setup(answers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi({
    [keyOf(getUser, { id: "s1" })]: ok(getUser, applicant),
    [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, hostEvent),
    ...answers,
  });
  return { calls, ...renderListings("/request/e1/s1"), user: userEvent.setup() };
}

describe("/request/{event}/{id}", () => {
  it("shows the applicant's profile: no match, a missing rating as 4, safe links only, photos, scenes, events", async () => {
    setup({});
    expect(await screen.findByRole("heading", { name: "Sneha Kulkarni" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/listing/myevent/detail/e1");
    expect(await screen.findByText(`For ${hostEvent.name}`)).toBeInTheDocument();
    const hero = screen.getByRole("region", { name: "Applicant" });
    expect(hero).toHaveTextContent("Female");
    expect(hero).toHaveTextContent("Pune, India");
    // No percent for the pair (the lookup is not answered here): "-" once it has failed, never before.
    await waitFor(() => expect(within(hero).getByText("Match").nextElementSibling).toHaveTextContent(/^-$/));
    // SPEC 2 and 9: a missing host rating shows 4 on this screen.
    expect(within(hero).getByText("Host rating").nextElementSibling).toHaveTextContent(/^4$/);

    const socials = screen.getByRole("list", { name: "Social links" });
    expect(within(socials).getAllByRole("link")).toHaveLength(1);
    expect(within(socials).getByRole("link")).toHaveAttribute("href", "https://instagram.com/sneha");
    expect(socials).toHaveTextContent("javascript:alert(1)");

    const photos = screen.getByRole("region", { name: "Photos" });
    expect(within(photos).getByRole("list")).toHaveClass("grid-cols-3");
    expect(within(photos).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("region", { name: "Travel style" })).toHaveTextContent("Chai & Conversations");
    expect(screen.getByRole("region", { name: "Ideal scenes" })).toHaveTextContent("Sunday café crawl");
    expect(
      within(screen.getByRole("region", { name: "Events hosted" })).getByRole("link", {
        name: /Sunrise yoga retreat/,
      }),
    ).toHaveAttribute("href", "/event/h1");
    expect(
      within(screen.getByRole("region", { name: "Events attended" })).getByRole("link", {
        name: /Old Delhi food walk/,
      }),
    ).toHaveAttribute("href", "/event/a1");
  });

  it("shows the pair's match percentage, and a skeleton until it arrives", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    setup({
      [keyOf(compatibility, { userId: "s1" })]: async () => {
        await released;
        return ok(compatibilityResponse, { compatibilityScore: 88 });
      },
    });
    const hero = await screen.findByRole("region", { name: "Applicant" });
    const match = within(hero).getByText("Match").nextElementSibling!;
    expect(match).toHaveTextContent("Loading…");
    expect(match).not.toHaveTextContent("-");
    release();
    await waitFor(() => expect(match).toHaveTextContent(/^88%$/));
  });

  it("shows the host rating when there is one", async () => {
    setup({ [keyOf(getUser, { id: "s1" })]: ok(getUser, { ...applicant, hostRating: 4.5 }) });
    const hero = await screen.findByRole("region", { name: "Applicant" });
    expect(within(hero).getByText("Host rating").nextElementSibling).toHaveTextContent("4.5");
  });

  it("says the request came from the waitlist and holds a seat", async () => {
    setup({
      [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, {
        ...hostEvent,
        participants: [{ ...makeParticipant("s1", "Sneha Kulkarni", "requested", "no"), fromWaitlist: true }],
      }),
    });
    expect(await screen.findByText("From the waitlist")).toBeInTheDocument();
    expect(screen.getByText(/The seat is held for them until you answer/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeEnabled();
  });

  it("says until when the seat is held for them", async () => {
    const deadline = new Date(2027, 0, 5, 21, 30).toISOString();
    setup({
      [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, {
        ...hostEvent,
        participants: [
          {
            ...makeParticipant("s1", "Sneha Kulkarni", "requested", "no"),
            fromWaitlist: true,
            offerExpiresAt: deadline,
          },
        ],
      }),
    });
    expect(
      await screen.findByText(
        "A seat freed up and they were next on the waitlist. It is held for them until 05 Jan 2027 · 9:30 PM: answer before then, or it goes to the next person waiting.",
      ),
    ).toBeInTheDocument();
  });

  it.each([
    {
      action: "accepts",
      button: "Accept",
      endpoint: approveRequest,
      message: "Request accepted.",
      path: "approve",
    },
    {
      action: "rejects",
      button: "Reject",
      endpoint: rejectRequest,
      message: "Request rejected.",
      path: "reject",
    },
  ])("$action and goes back to the listing", async ({ button, endpoint, message, path }) => {
    const { calls, router, user } = setup({
      [keyOf(endpoint, { eventId: "e1", userId: "s1" })]: ok(endpoint, null, { message }),
    });
    await user.click(await screen.findByRole("button", { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/listing/myevent/detail/e1"));
    expect(calls.some((c) => c.method === "POST" && c.url === `/api/events/e1/request/s1/${path}`)).toBe(
      true,
    );
  });

  it("shows the server's reason when accepting fails and stays", async () => {
    const { router, user } = setup({
      [keyOf(approveRequest, { eventId: "e1", userId: "s1" })]: fail(409, "This experience is full."),
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This experience is full.");
    expect(router.state.location.pathname).toBe("/request/e1/s1");
  });

  it("tells a member who is not the host that only the host can answer, without buttons", async () => {
    setup({ [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, makeDetail({ role: "seeker" })) });
    expect(
      await screen.findByText("Only the host of this experience can accept or reject its requests."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("says when the member has no pending request, or is already in", async () => {
    setup({ [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, { ...hostEvent, participants: [] }) });
    expect(
      await screen.findByText("Sneha Kulkarni has no pending request for this experience."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("says when the member was already accepted", async () => {
    setup({
      [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, {
        ...hostEvent,
        participants: [makeParticipant("s1", "Sneha Kulkarni", "accepted", "maybe")],
      }),
    });
    expect(await screen.findByText("Sneha Kulkarni is already part of this experience.")).toBeInTheDocument();
  });
});

describe("/request/{event}/{id} in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("shows the applicant, the request and the answers in Hindi; the server's refusal by its code", async () => {
    setup({
      [keyOf(approveRequest, { eventId: "e1", userId: "s1" })]: HttpResponse.json(
        { success: false, message: "This request has already been answered.", code: "request.notPending" },
        { status: 409 },
      ),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "अनुरोध देखें" })).toBeInTheDocument();
    expect(await screen.findByText(`${hostEvent.name} के लिए`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/listing/myevent/detail/e1");
    const hero = screen.getByRole("region", { name: "आवेदक" });
    expect(hero).toHaveTextContent("महिला");
    expect(within(hero).getByText("मैच")).toBeInTheDocument();
    expect(within(hero).getByText("होस्ट रेटिंग").nextElementSibling).toHaveTextContent(/^4$/);
    expect(screen.getByRole("heading", { name: "फ़ोटो" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "होस्ट किए इवेंट" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "जिन इवेंट में गए" })).toBeInTheDocument();
    expect(screen.getByText("27 नव॰ 2026")).toBeInTheDocument();
    const eventName = await screen.findByText(hostEvent.name, { selector: "span.font-semibold" });
    expect(eventName.closest("p")).toHaveTextContent(`Sneha Kulkarni ${hostEvent.name} में शामिल होना चाहते हैं।`);

    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "ठुकराएँ" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "मंज़ूर करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("इस अनुरोध का जवाब पहले ही दिया जा चुका है।");
  });
});
