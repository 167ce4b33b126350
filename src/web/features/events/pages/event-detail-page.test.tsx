import { type EventDetail, eventDetailResponse, messageResponse } from "@shared/contracts/events";
import type { User } from "@shared/contracts/users";
import { eventCalendar, eventDetail, joinEvent, joinWaitlist, leaveWaitlist } from "@shared/endpoints/events";
import { compatibility } from "@shared/endpoints/matching";
import { reportListing } from "@shared/endpoints/moderation";
import { getUser } from "@shared/endpoints/users";
import { MESSAGES, MODERATION_MESSAGES, WAITLIST_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { APP_NAME, OFFLINE_TEXTS, TEXTS } from "../../../lib/texts";
import {
  answer,
  fail,
  HttpResponse,
  keyOf,
  networkError,
  never,
  ok,
  recordCalls,
} from "../../../test/api-stub";
import { goOffline, goOnline } from "../../../test/connection";
import { makeUser } from "../../../test/fixtures/users";
import { factValue } from "../../../test/queries";
import { HOST, ME, makeDetail, renderEvents, signIn } from "../test/fixtures";

type Setup = {
  event?: EventDetail | Response;
  gender?: User["gender"];
  /** The viewer's checks (issue 38): none passed unless given. */
  checks?: Partial<Pick<User, "phoneVerified" | "photoVerified">>;
  join?: Response;
  /** The event as GET answers it after a successful join. */
  afterJoin?: EventDetail;
  extra?: Parameters<typeof answer>[0];
};

function setup({ event = makeDetail(), gender = "female", checks = {}, join, afterJoin, extra }: Setup = {}) {
  let joined = false;
  const calls = recordCalls();
  answer({
    [keyOf(getUser, { id: ME })]: ok(getUser, makeUser({ _id: ME, name: "Asha Rao", gender, ...checks })),
    [keyOf(eventDetail, { id: "e1" })]: () => {
      if (joined && afterJoin) return ok(eventDetailResponse, afterJoin);
      return event instanceof Response ? event.clone() : ok(eventDetailResponse, event);
    },
    [keyOf(joinEvent, { id: "e1" })]: () => {
      const reply = join?.clone() ?? ok(messageResponse, null, { message: MESSAGES.joinSent });
      if (reply.status < 400) joined = true;
      return reply;
    },
  });
  if (extra) answer(extra);
  return { calls, ...renderEvents("/event/e1") };
}

type MyRequest = NonNullable<EventDetail["myRequest"]>;

/** The viewer's own request to join, not from the waitlist unless `more` says so. */
const request = (
  requestStatus: MyRequest["requestStatus"],
  rsvpStatus: MyRequest["rsvpStatus"] = "no",
  more: Partial<MyRequest> = {},
): MyRequest => ({ requestStatus, rsvpStatus, fromWaitlist: false, offerExpiresAt: null, ...more });

const actionButton = async (name: string | RegExp) => screen.findByRole("button", { name });

/**
 * The action once it can be pressed. Until the member's profile answers, a join shows its label
 * disabled (a women-only trip waits for the gender); on a busy machine the profile can come after
 * the experience, and a click or an offline check on the waiting button proves nothing.
 */
const pressableButton = async (name: string | RegExp) => {
  const button = await actionButton(name);
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe("/event/{eventId} details", () => {
  beforeEach(() => signIn());

  it("shows the picture, name, dates, place, slots, cost, category, host, rating, compatibility and description", async () => {
    setup({ event: makeDetail({ averageRating: 4.3 }) });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" }),
    ).toBeInTheDocument();
    expect(document.querySelector("article img")).toHaveAttribute(
      "src",
      "/images/categories/adventure-treks-1.webp",
    );
    expect(factValue("Date and time")).toHaveTextContent("12 Jun 2026");
    expect(factValue("Date and time")).not.toHaveTextContent("–");
    expect(factValue("Date and time")).toHaveTextContent("Starts at 5:00 AM");
    expect(factValue("Location")).toHaveTextContent("Chikmagalur, Karnataka");
    expect(factValue("Total slots")).toHaveTextContent("10");
    expect(factValue("Available")).toHaveTextContent("8");
    expect(factValue("Cost")).toHaveTextContent("Rs. 2400 per person");
    expect(factValue("Rating")).toHaveTextContent("★ 4.3");
    // The lookup is not answered here, so it fails: N/A once it has, a skeleton before.
    await waitFor(() => expect(factValue("Compatibility")).toHaveTextContent(TEXTS.notAvailable));
    expect(screen.getByText("Adventure & Treks")).toBeInTheDocument();
    expect(screen.getByText(/A guided trek to the Kudremukh peak/)).toBeInTheDocument();

    const hostLink = screen.getByRole("link", { name: /Aarav Shah/ });
    expect(hostLink).toHaveAttribute("href", `/people/detail/${HOST}`);
    expect(hostLink).toHaveTextContent("4 events hosted");
    expect(document.title).toBe(`Kudremukh sunrise trek · ${APP_NAME}`);
  });

  it("shows a skeleton, not N/A, while the compatibility is on its way", async () => {
    setup({ extra: { [keyOf(compatibility, { userId: HOST })]: never } });
    await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" });
    expect(factValue("Compatibility")).toHaveTextContent("Loading compatibility");
    expect(factValue("Compatibility")).not.toHaveTextContent(TEXTS.notAvailable);
  });

  it("shows the compatibility percent from the matching API, and N/A when the lookup fails", async () => {
    setup({
      extra: {
        [keyOf(compatibility, { userId: HOST })]: ok(compatibility, { compatibilityScore: 73 }),
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" });
    await waitFor(() => expect(factValue("Compatibility")).toHaveTextContent("73%"));
  });

  it("shows from–to for a stay over several days, Go dutch and N/A for no rating", async () => {
    setup({
      event: makeDetail({
        fromDate: "2026-07-03T02:00:00.000Z",
        toDate: "2026-07-05T18:29:59.000Z",
        time: "07:30",
        paymentType: "dutch",
        cost: 0,
        averageRating: null,
      }),
    });
    await actionButton(TEXTS.requestToJoin);
    expect(factValue("Date and time")).toHaveTextContent("03 Jul 2026 – 05 Jul 2026");
    expect(factValue("Date and time")).toHaveTextContent("Starts at 7:30 AM");
    expect(factValue("Cost")).toHaveTextContent("Go dutch");
    expect(factValue("Rating")).toHaveTextContent(TEXTS.notAvailable);
  });

  it("shows a failed load in the red box, with a retry when one can help", async () => {
    setup({ event: fail(500, "Something went wrong") });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("offers the way to other experiences, not a useless retry, when the experience is gone", async () => {
    setup({ event: fail(404, "We could not find that experience.") });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find that experience.");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse experiences" })).toHaveAttribute("href", "/events");
  });

  it("goes back to /events when opened directly", async () => {
    const { router } = setup();
    await actionButton(TEXTS.requestToJoin);
    await userEvent.setup().click(screen.getByRole("button", { name: "Back" }));
    expect(router.state.location.pathname).toBe("/events");
  });
});

describe("/event/{eventId} action by role and state", () => {
  beforeEach(() => signIn());

  it("host: Event created by you, disabled, no compatibility, Add to calendar", async () => {
    setup({ event: makeDetail({ role: "host", createdBy: ME }) });
    expect(await actionButton(TEXTS.createdByYou)).toBeDisabled();
    expect(factValue("Compatibility")).toBeNull();
    expect(screen.queryByText("Compatibility")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: TEXTS.requestToJoin })).not.toBeInTheDocument();
  });

  it("host of a pending listing sees it is waiting for approval", async () => {
    setup({ event: makeDetail({ role: "host", createdBy: ME, status: "pending" }) });
    expect(await actionButton(TEXTS.createdByYou)).toBeDisabled();
    expect(screen.getByText(TEXTS.pendingApproval)).toBeInTheDocument();
  });

  it("host of a cancelled event: Cancelled by you, no calendar", async () => {
    setup({ event: makeDetail({ role: "host", createdBy: ME, eventStatus: "cancelled" }) });
    expect(await actionButton(TEXTS.cancelledByYou)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });

  it("seeker without a request: Request to join", async () => {
    setup();
    expect(await actionButton(TEXTS.requestToJoin)).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });

  it("seeker who asked: Request sent, disabled", async () => {
    setup({ event: makeDetail({ myRequest: request("requested") }) });
    expect(await actionButton(TEXTS.requestSent)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });

  it("accepted seeker: Joined, disabled, and Add to calendar", async () => {
    setup({ event: makeDetail({ myRequest: request("accepted", "maybe") }) });
    expect(await actionButton(TEXTS.joined)).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeEnabled();
  });

  it("declined seeker: Request declined", async () => {
    setup({ event: makeDetail({ myRequest: request("rejected") }) });
    expect(await actionButton("Request declined")).toBeDisabled();
  });

  it.each([
    ["completed", true, "completed"],
    ["cancelled", false, "cancelled"],
    ["ongoing", true, "Event ended"],
  ] as const)("seeker, event %s (over: %s): %s", async (eventStatus, isOver, label) => {
    setup({ event: makeDetail({ eventStatus, isOver, myRequest: request("accepted", "yes") }) });
    expect(await actionButton(label)).toBeDisabled();
    expect(screen.queryByRole("button", { name: TEXTS.requestToJoin })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });

  it("women-only trip, male viewer: Women only, disabled, with the reason", async () => {
    setup({ event: makeDetail({ category: "Women-Only Trips" }), gender: "male" });
    expect(await actionButton("Women only")).toBeDisabled();
    expect(screen.getByText("This experience accepts requests from women only.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: TEXTS.requestToJoin })).not.toBeInTheDocument();
  });

  it("women-only trip, female viewer with a checked photo: Request to join", async () => {
    setup({
      event: makeDetail({ category: "Women-Only Trips" }),
      gender: "female",
      checks: { photoVerified: true },
    });
    await waitFor(() => expect(screen.getByRole("button", { name: TEXTS.requestToJoin })).toBeEnabled());
    expect(screen.queryByText("Women only")).not.toBeInTheDocument();
  });

  it("women-only trip, female viewer without a checked photo: the way to verify it (ADR 0047)", async () => {
    setup({ event: makeDetail({ category: "Women-Only Trips" }), gender: "female" });
    const verify = await screen.findByRole("link", { name: "Verify your photo to join" });
    expect(verify).toHaveAttribute("href", "/profile/photo");
    expect(
      screen.getByText("Women-only trips are for women whose photo we have checked."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: TEXTS.requestToJoin })).not.toBeInTheDocument();
  });

  it("verified members only: says so, and leads an unverified member to the next check", async () => {
    setup({ event: makeDetail({ verifiedOnly: true }), gender: "male", checks: { photoVerified: true } });
    expect(
      await screen.findByText("Members who verified their phone and photo can join."),
    ).toBeInTheDocument();
    const verify = await screen.findByRole("link", { name: "Verify to join" });
    expect(verify).toHaveAttribute("href", "/profile/phone");
  });

  it("verified members only, verified viewer: Request to join", async () => {
    setup({
      event: makeDetail({ verifiedOnly: true }),
      gender: "male",
      checks: { phoneVerified: true, photoVerified: true },
    });
    // Enabled once the viewer's profile (their checks) has loaded.
    await waitFor(() => expect(screen.getByRole("button", { name: TEXTS.requestToJoin })).toBeEnabled());
  });

  it("full event: Join the waitlist, with how many already wait", async () => {
    setup({ event: makeDetail({ availableSlots: 0, waitlistCount: 3 }) });
    expect(await actionButton("Join the waitlist")).toBeEnabled();
    expect(factValue("Available")).toHaveTextContent(/^0/);
    expect(screen.getByText("3 waiting")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: TEXTS.requestToJoin })).not.toBeInTheDocument();
  });

  it.each([
    ["requested", TEXTS.requestSent],
    ["accepted", TEXTS.joined],
    ["rejected", "Request declined"],
  ] as const)("full event, seeker %s: %s, never Join the waitlist", async (requestStatus, label) => {
    setup({
      event: makeDetail({
        availableSlots: 0,
        myRequest: request(requestStatus),
      }),
    });
    expect(await actionButton(label)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).not.toBeInTheDocument();
  });

  it("member on the waitlist: their place and Leave the waitlist", async () => {
    setup({ event: makeDetail({ availableSlots: 0, waitlistPosition: 2, waitlistCount: 4 }) });
    expect(await screen.findByText("You are 2nd on the waitlist")).toBeInTheDocument();
    expect(screen.getByText(/When a seat frees up and it's your turn/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave the waitlist" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).not.toBeInTheDocument();
  });

  it("request made from the waitlist: Request sent, saying a seat opened up", async () => {
    setup({
      event: makeDetail({ availableSlots: 0, myRequest: request("requested", "no", { fromWaitlist: true }) }),
    });
    expect(await actionButton(TEXTS.requestSent)).toBeDisabled();
    expect(screen.getByText(/A seat opened up and you were next on the waitlist/)).toBeInTheDocument();
  });

  it("request made from the waitlist: says until when the host has to confirm it", async () => {
    const deadline = new Date(2027, 0, 5, 21, 30).toISOString();
    setup({
      event: makeDetail({
        availableSlots: 0,
        myRequest: request("requested", "no", { fromWaitlist: true, offerExpiresAt: deadline }),
      }),
    });
    expect(await actionButton(TEXTS.requestSent)).toBeDisabled();
    expect(
      screen.getByText(
        "A seat opened up and you were next on the waitlist. The host has until 05 Jan 2027 · 9:30 PM to confirm it; after that it goes to the next person waiting.",
      ),
    ).toBeInTheDocument();
  });
});

describe("/event/{eventId} waitlist", () => {
  beforeEach(() => signIn());

  it("joins the waitlist, says so and shows the member's place", async () => {
    const user = userEvent.setup();
    let waiting = false;
    const calls = recordCalls();
    answer({
      [keyOf(getUser, { id: ME })]: ok(getUser, makeUser({ _id: ME, name: "Asha Rao" })),
      [keyOf(eventDetail, { id: "e1" })]: () =>
        ok(
          eventDetail,
          makeDetail({
            availableSlots: 0,
            waitlistPosition: waiting ? 1 : null,
            waitlistCount: waiting ? 1 : 0,
          }),
        ),
      [keyOf(joinWaitlist, { id: "e1" })]: () => {
        waiting = true;
        return ok(messageResponse, null, { message: WAITLIST_MESSAGES.joined });
      },
      [keyOf(leaveWaitlist, { id: "e1" })]: () => {
        waiting = false;
        return ok(messageResponse, null, { message: WAITLIST_MESSAGES.left });
      },
    });
    renderEvents("/event/e1");
    await user.click(await pressableButton("Join the waitlist"));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(await screen.findByText("You are 1st on the waitlist")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/events/e1/waitlist",
      token: "tok",
    });

    await user.click(screen.getByRole("button", { name: "Leave the waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave the waitlist?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave the waitlist" }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    expect(await actionButton("Join the waitlist")).toBeEnabled();
    expect(calls.find((c) => c.method === "DELETE")).toMatchObject({ url: "/api/events/e1/waitlist" });
  });

  it("shows the server's reason when joining the waitlist is refused", async () => {
    const user = userEvent.setup();
    setup({
      event: makeDetail({ availableSlots: 0 }),
      extra: { [keyOf(joinWaitlist, { id: "e1" })]: fail(409, WAITLIST_MESSAGES.notFull) },
    });
    await user.click(await pressableButton("Join the waitlist"));
    expect(await screen.findByRole("alert")).toHaveTextContent(WAITLIST_MESSAGES.notFull);
  });
});

describe("/event/{eventId} joining", () => {
  beforeEach(() => signIn());

  it("sends the request, says so and turns the button to Request sent", async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      afterJoin: makeDetail({
        myRequest: request("requested"),
      }),
    });
    await user.click(await pressableButton(TEXTS.requestToJoin));
    expect(await screen.findByText(MESSAGES.joinSent)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.joinSent);
    expect(await actionButton(TEXTS.requestSent)).toBeDisabled();
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ url: "/api/events/e1/join", token: "tok" });
    expect(calls.filter((c) => c.url === "/api/events/e1" && c.method === "GET")).toHaveLength(2);
  });

  it("offline, keeps Request to join off and says it needs a connection, until the signal returns", async () => {
    const { calls } = setup();
    const button = await pressableButton(TEXTS.requestToJoin);
    goOffline();
    expect(button).toBeDisabled();
    expect(screen.getByText(OFFLINE_TEXTS.needsConnection)).toBeInTheDocument();
    goOnline();
    expect(button).toBeEnabled();
    expect(screen.queryByText(OFFLINE_TEXTS.needsConnection)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows the server's reason when the join is refused", async () => {
    const user = userEvent.setup();
    setup({ join: fail(409, "You have already asked to join this experience.") });
    await user.click(await pressableButton(TEXTS.requestToJoin));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have already asked to join this experience.",
    );
    expect(screen.queryByText(MESSAGES.joinSent)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEXTS.requestToJoin })).toBeEnabled();
  });

  it("says Failed to send join request. when no reason came back", async () => {
    const user = userEvent.setup();
    setup({ join: networkError() });
    await user.click(await pressableButton(TEXTS.requestToJoin));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.joinFailed);
  });
});

describe("/event/{eventId} Add to calendar", () => {
  beforeEach(() => signIn());

  it("downloads the .ics with the bearer token through a temporary link", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => "blob:calendar");
    const revokeObjectURL = vi.fn();
    // jsdom has no Blob URLs; these stand in for the browser's.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = setup({
      event: makeDetail({ myRequest: request("accepted", "yes") }),
      extra: {
        [keyOf(eventCalendar, { id: "e1" })]: HttpResponse.text("BEGIN:VCALENDAR", {
          headers: { "Content-Type": "text/calendar" },
        }),
      },
    });
    await user.click(await pressableButton("Add to calendar"));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe("kudremukh-sunrise-trek.ics");
    expect(clicked[0]?.href).toBe("blob:calendar");
    expect(clicked[0]?.isConnected).toBe(false);
    expect(calls.find((c) => c.url === "/api/events/e1/calendar.ics")?.token).toBe("tok");
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:calendar"));
  });

  it("shows why the download failed", async () => {
    const user = userEvent.setup();
    setup({
      event: makeDetail({ role: "host", createdBy: ME }),
      extra: { [keyOf(eventCalendar, { id: "e1" })]: fail(403, "You are not part of this experience.") },
    });
    await user.click(await pressableButton("Add to calendar"));
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not part of this experience.");
  });
});

describe("/event/{eventId} Report (issue 42 item 4)", () => {
  beforeEach(() => signIn());

  it("is not offered to the host", async () => {
    setup({ event: makeDetail({ role: "host", createdBy: ME }) });
    await actionButton(TEXTS.createdByYou);
    expect(screen.queryByRole("button", { name: /^Report / })).not.toBeInTheDocument();
  });

  it("asks a member for a reason from the list, sends it with their words and thanks them", async () => {
    const { calls } = setup({
      extra: {
        [keyOf(reportListing, { id: "e1" })]: ok(messageResponse, null, {
          message: MODERATION_MESSAGES.listingReported,
        }),
      },
    });
    const event = makeDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Report ${event.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.listingReasonRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/events/e1/report")).toHaveLength(0);
    await user.click(within(dialog).getByRole("radio", { name: "Misleading: not what it says" }));
    await user.type(within(dialog).getByRole("textbox"), "Not a trek at all");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(MODERATION_MESSAGES.listingReported)).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/events/e1/report")?.body).toEqual({
      reason: "misleading",
      details: "Not a trek at all",
    });
    expect(screen.queryByRole("dialog", { name: "Report this listing?" })).not.toBeInTheDocument();
  });

  it("keeps a refusal (a second report) in the dialog", async () => {
    setup({
      extra: { [keyOf(reportListing, { id: "e1" })]: fail(409, MODERATION_MESSAGES.listingDuplicate) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Report ${makeDetail().name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing?" });
    await user.click(within(dialog).getByRole("radio", { name: "Something else" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.listingDuplicate)).toBeInTheDocument();
  });
});

describe("/event/{eventId} Open in Maps", () => {
  beforeEach(() => signIn());

  const pinned = makeDetail({
    myRequest: request("accepted", "yes"),
    meetingPoint: {
      place: "Shaniwar Wada (main gate)",
      address: "Shaniwar Peth",
      lat: 18.5195,
      lng: 73.8553,
    },
    meetingPointHidden: false,
  });

  it("gives an accepted member on Android the pin in Google Maps and in any map app (geo:)", async () => {
    const userAgent = vi.spyOn(navigator, "userAgent", "get");
    userAgent.mockReturnValue("Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36");
    onTestFinished(() => userAgent.mockRestore());
    setup({ event: pinned });
    const maps = await screen.findByRole("link", { name: "Open in Maps" });
    expect(maps).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=18.5195%2C73.8553");
    expect(screen.getByRole("link", { name: "Other map apps" })).toHaveAttribute(
      "href",
      "geo:18.5195,73.8553?q=18.5195,73.8553(Shaniwar%20Wada%20main%20gate)",
    );
  });

  it("offers an iPhone or a computer the Google Maps link alone, which opens there", async () => {
    const userAgent = vi.spyOn(navigator, "userAgent", "get");
    userAgent.mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1",
    );
    onTestFinished(() => userAgent.mockRestore());
    setup({ event: pinned });
    expect(await screen.findByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=18.5195%2C73.8553",
    );
    expect(screen.queryByRole("link", { name: "Other map apps" })).not.toBeInTheDocument();
  });

  it("shows a member the server kept the point from no map link, only the note", async () => {
    setup({
      event: makeDetail({ myRequest: request("requested"), meetingPoint: null, meetingPointHidden: true }),
    });
    expect(
      await screen.findByText("The exact meeting point is shared with members once the host accepts them."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open in Maps" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Other map apps" })).not.toBeInTheDocument();
  });
});
