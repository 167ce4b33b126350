import type { EventDetail } from "@shared/contracts/events";
import {
  cancelEvent,
  createdEvents,
  eventCalendar,
  eventDetail,
  leaveEvent,
  upcomingEvents,
} from "@shared/endpoints/events";
import { postFeedback } from "@shared/endpoints/reviews";
import { MESSAGES } from "@shared/texts";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { fail, keyOf, ok } from "../../../test/api-stub";
import { confirmWith } from "../../../test/dialog";
import { makeDetail, makeParticipant, renderListings, signIn, stubApi } from "../test/fixtures";

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const LONG = `${"Misty coffee estates, ".repeat(6)}and a bonfire.`; // 138 characters

const members = [
  makeParticipant("s1", "Sneha Kulkarni", "requested", "no"),
  makeParticipant("g1", "Ananya Reddy", "accepted", "yes"),
  makeParticipant("t1", "Vikram Singh", "accepted", "maybe"),
  makeParticipant("n1", "Dev Nair", "accepted", "no"),
];

const seekerEvent = makeDetail({ description: LONG, participants: members.slice(1) });
const hostEvent = makeDetail({ role: "host", myRequest: null, participants: members });

const SEEKER_SCREEN = "/listing/upcoming/detail/e1";
const HOST_SCREEN = "/listing/myevent/detail/e1";

/** Opens `path`, a screen of event e1, the server holding `event` and answering `more` too. */
function openEvent(path: string, event: EventDetail, more: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, event), ...more });
  return { calls, ...renderListings(path) };
}

function listNamed(name: string) {
  const section = screen.getByRole("region", { name: new RegExp(`^${name}`) });
  return section;
}

describe("joined-event detail (seeker)", () => {
  it("shows the details, the host and the rating, with the description cut after 100 characters", async () => {
    openEvent(SEEKER_SCREEN, seekerEvent);
    expect(await screen.findByRole("heading", { level: 1, name: seekerEvent.name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/listing");
    expect(screen.getByText("04 Dec 2026 – 05 Dec 2026 · 7:30 AM")).toBeInTheDocument();
    expect(screen.getByText("Madikeri, Karnataka")).toBeInTheDocument();
    expect(screen.getByText("3 of 8 slots left")).toBeInTheDocument();
    expect(screen.getByText("Go split")).toBeInTheDocument();
    expect(screen.getByText("Rating").nextElementSibling).toHaveTextContent("N/A");
    expect(screen.getByRole("link", { name: /Aarav Sharma/ })).toHaveAttribute(
      "href",
      "/people/detail/host1",
    );

    const shown = `${LONG.slice(0, 100).trimEnd()}…`;
    expect(screen.getByText(shown)).toBeInTheDocument();
    const more = screen.getByRole("button", { name: "Read More" });
    await userEvent.setup().click(more);
    expect(screen.getByText(LONG)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Read Less" }));
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it("shows a short description whole, without Read More", async () => {
    openEvent(SEEKER_SCREEN, makeDetail({ description: "x".repeat(100) }));
    expect(await screen.findByText("x".repeat(100))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Read More" })).not.toBeInTheDocument();
  });

  it("lists members by request and answer; a member who said no is in no list", async () => {
    openEvent(SEEKER_SCREEN, seekerEvent);
    await screen.findByRole("heading", { level: 1 });
    expect(listNamed("Seekers")).toHaveTextContent("No pending requests.");
    expect(within(listNamed("Going")).getByRole("list")).toHaveTextContent("Ananya Reddy");
    expect(within(listNamed("Thinking About It")).getByRole("list")).toHaveTextContent("Vikram Singh");
    expect(screen.queryByText("Dev Nair")).not.toBeInTheDocument();
    // Seekers only look: nobody links to the request screen.
    expect(screen.queryByRole("link", { name: /request/ })).not.toBeInTheDocument();
  });

  it("shows each list's empty text", async () => {
    openEvent(SEEKER_SCREEN, makeDetail({ participants: [] }));
    await screen.findByRole("heading", { level: 1 });
    expect(listNamed("Seekers")).toHaveTextContent("No pending requests.");
    expect(listNamed("Going")).toHaveTextContent("No one has confirmed yet.");
    expect(listNamed("Thinking About It")).toHaveTextContent("No one is thinking about it yet.");
  });

  it("blocks sharing before the event ends", async () => {
    openEvent(SEEKER_SCREEN, seekerEvent);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Share your experience" }));
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.reviewTooEarly);
  });

  it("disables sharing for a rejected event and shows the rejection box instead of the lists", async () => {
    openEvent(
      SEEKER_SCREEN,
      makeDetail({ status: "rejected", rejectionReason: "Dates clash with the monsoon closure." }),
    );
    expect(await screen.findByRole("button", { name: "Share your experience" })).toBeDisabled();
    expect(screen.getByRole("region", { name: "Listing rejected" })).toHaveTextContent(
      "Dates clash with the monsoon closure.",
    );
    expect(screen.queryByRole("region", { name: /^Going/ })).not.toBeInTheDocument();
  });

  it("after the end, sharing opens the feedback form and shows the server's answer", async () => {
    const { calls } = openEvent(SEEKER_SCREEN, makeDetail({ isOver: true, groupId: "g9" }), {
      [keyOf(postFeedback, { id: "e1" })]: ok(postFeedback, null, { message: MESSAGES.reviewThanks }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Share your experience" }));
    expect(screen.queryByRole("button", { name: "Leave Event" })).not.toBeInTheDocument();
    const dialog = screen.getByRole("dialog", { name: "Share your experience" });
    await user.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Lovely people.");
    await user.click(within(dialog).getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText(MESSAGES.reviewThanks)).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/review/e1/post")?.body).toEqual({
      eventOccured: true,
      rating: 5,
      review: "Lovely people.",
    });
  });

  it("keeps sharing disabled for someone who was not an accepted member", async () => {
    openEvent(
      SEEKER_SCREEN,
      makeDetail({
        isOver: true,
        myRequest: {
          requestStatus: "requested",
          rsvpStatus: "no",
          fromWaitlist: false,
          offerExpiresAt: null,
        },
      }),
    );
    expect(await screen.findByRole("button", { name: "Share your experience" })).toBeDisabled();
  });

  it("leaves after confirming, then lands on /listing with the message", async () => {
    const { calls, router } = openEvent(SEEKER_SCREEN, seekerEvent, {
      [keyOf(leaveEvent, { id: "e1" })]: ok(leaveEvent, null, { message: MESSAGES.eventLeft }),
      [keyOf(upcomingEvents)]: ok(upcomingEvents, []),
    });
    const user = userEvent.setup();
    await confirmWith(user, "Leave Event", "Leave Event", "Leave this experience?");

    expect(await screen.findByRole("heading", { level: 1, name: "My Listings" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/listing");
    expect(await screen.findByText("You have successfully left the event")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/events/e1/leave")).toBe(true);
  });

  it("stays when leaving fails and says to try again; Stay closes the dialog without a call", async () => {
    const { calls } = openEvent(SEEKER_SCREEN, seekerEvent, {
      [keyOf(leaveEvent, { id: "e1" })]: fail(500, "Database down."),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Leave Event" }));
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Leave Event" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Leave Event" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.tryAgain);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("shows the seeker view at the host address when the member is not the host", async () => {
    openEvent(HOST_SCREEN, seekerEvent);
    expect(await screen.findByRole("button", { name: "Leave Event" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close Listing" })).not.toBeInTheDocument();
  });
});

describe("joined-event detail (host)", () => {
  it("shows the badge, slots, payment and creator; seekers link to the request screen", async () => {
    const { router } = openEvent(HOST_SCREEN, hostEvent);
    expect(await screen.findByRole("heading", { level: 1, name: hostEvent.name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/listing?tab=created");
    expect(screen.getByText("Listed")).toBeInTheDocument();
    expect(screen.getByText("Total slots").nextElementSibling).toHaveTextContent("8");
    expect(screen.getByText("Available slots").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Payment").nextElementSibling).toHaveTextContent("Split the Amount");
    expect(screen.getByText("Created by").nextElementSibling).toHaveTextContent("Aarav Sharma (you)");
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Leave Event" })).not.toBeInTheDocument();

    const seekers = within(listNamed("Seekers")).getAllByRole("link");
    expect(seekers).toHaveLength(1);
    expect(seekers[0]).toHaveAttribute("href", "/request/e1/s1");
    expect(within(listNamed("Going")).getByRole("list")).toHaveTextContent("Ananya Reddy");
    expect(within(listNamed("Thinking About It")).getByRole("list")).toHaveTextContent("Vikram Singh");

    await userEvent.setup().click(seekers[0] as HTMLElement);
    expect(router.state.location.pathname).toBe("/request/e1/s1");
  });

  it("marks a request from the waitlist, listed first, and says how many wait", async () => {
    openEvent(HOST_SCREEN, {
      ...hostEvent,
      availableSlots: 0,
      waitlistCount: 2,
      participants: [
        {
          ...makeParticipant("w1", "Kavya Iyer", "requested", "no"),
          fromWaitlist: true,
          offerExpiresAt: new Date(2027, 0, 5, 9, 5).toISOString(),
        },
        ...hostEvent.participants,
      ],
    });
    const seekers = await within(await screen.findByRole("list", { name: "Seekers" })).findAllByRole(
      "listitem",
    );
    expect(seekers).toHaveLength(2);
    expect(seekers[0]).toHaveTextContent("Kavya Iyer");
    expect(seekers[0]).toHaveTextContent("From the waitlist");
    expect(seekers[0]).toHaveTextContent("Answer by 05 Jan 2027 · 9:05 AM");
    expect(seekers[1]).toHaveTextContent("Sneha Kulkarni");
    expect(seekers[1]).not.toHaveTextContent("From the waitlist");
    expect(screen.getByText("Waitlist").nextElementSibling).toHaveTextContent("2 waiting");
  });

  it("shows an admission fee, and no calendar or Close Listing for a pending or finished listing", async () => {
    openEvent(HOST_SCREEN, {
      ...hostEvent,
      status: "pending",
      paymentType: "fee",
      cost: 2400,
      isOver: true,
    });
    expect(await screen.findByText("Pending Approval")).toBeInTheDocument();
    expect(screen.getByText("Fee").nextElementSibling).toHaveTextContent("Rs. 2400 per person");
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close Listing" })).not.toBeInTheDocument();
  });

  it("shows the rejection reason instead of the lists", async () => {
    openEvent(HOST_SCREEN, {
      ...hostEvent,
      status: "rejected",
      rejectionReason: "Too few details.",
    });
    expect(await screen.findByRole("region", { name: "Listing rejected" })).toHaveTextContent(
      "Too few details.",
    );
    expect(screen.getByText("Rejected")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Seekers/ })).not.toBeInTheDocument();
  });

  it("closes the listing after confirming and lands on Your Events with the message", async () => {
    const { calls, router } = openEvent(HOST_SCREEN, hostEvent, {
      [keyOf(cancelEvent, { id: "e1" })]: ok(cancelEvent, null, { message: MESSAGES.eventCancelled }),
      [keyOf(createdEvents)]: ok(createdEvents, []),
    });
    const user = userEvent.setup();
    await confirmWith(user, "Close Listing", "Close Listing", "Close this listing?");

    expect(await screen.findByText("No events created yet.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/listing");
    expect(router.state.location.search).toBe("?tab=created");
    expect(screen.getByText("Event has been cancelled successfully.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PATCH" && c.url === "/api/events/e1/cancel")).toBe(true);
  });

  it("says to try again when closing fails", async () => {
    openEvent(HOST_SCREEN, hostEvent, {
      [keyOf(cancelEvent, { id: "e1" })]: fail(409, "This experience is already over or cancelled."),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Close Listing" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close Listing" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.tryAgain);
  });

  it("hides Close Listing once cancelled, with the Cancelled by you badge", async () => {
    openEvent(HOST_SCREEN, { ...hostEvent, eventStatus: "cancelled" });
    expect(await screen.findByText("Cancelled by you")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close Listing" })).not.toBeInTheDocument();
  });

  it("downloads the calendar file with the bearer token", async () => {
    URL.createObjectURL = vi.fn(() => "blob:ics");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("experience-e1.ics");
      expect(this.href).toBe("blob:ics");
    });
    const { calls } = openEvent(HOST_SCREEN, hostEvent, {
      [keyOf(eventCalendar, { id: "e1" })]: () =>
        new Response("BEGIN:VCALENDAR", {
          status: 200,
          headers: { "Content-Disposition": 'attachment; filename="experience-e1.ics"' },
        }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add to calendar" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url.endsWith("calendar.ics"))?.token).toBe("tok");
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:ics");
  });

  it("shows the host view at the seeker address when the member hosts it", async () => {
    openEvent(SEEKER_SCREEN, hostEvent);
    expect(await screen.findByRole("button", { name: "Close Listing" })).toBeInTheDocument();
  });
});

describe("joined-event detail in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("shows the seeker's facts, lists and the leave dialog in Hindi", async () => {
    const { router } = openEvent(SEEKER_SCREEN, seekerEvent, {
      [keyOf(leaveEvent, { id: "e1" })]: ok(leaveEvent, null, { message: MESSAGES.eventLeft }),
      [keyOf(upcomingEvents)]: ok(upcomingEvents, []),
    });
    expect(screen.getByRole("status", { name: "लोड हो रहा है" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: seekerEvent.name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/listing");
    expect(screen.getByText("कब").nextElementSibling).toHaveTextContent(
      "4 दिस॰ 2026 – 5 दिस॰ 2026 · सुबह 7:30",
    );
    expect(screen.getByText("कहाँ").nextElementSibling).toHaveTextContent("Madikeri, Karnataka");
    expect(screen.getByText("सीटें").nextElementSibling).toHaveTextContent("8 में से 3 सीटें खाली");
    expect(screen.getByText("ख़र्च").nextElementSibling).toHaveTextContent("ख़र्च आपस में बँटेगा");
    expect(screen.getByText("रेटिंग").nextElementSibling).toHaveTextContent("लागू नहीं");
    expect(screen.getByRole("heading", { name: "इसके बारे में" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "और पढ़ें" })).toBeInTheDocument();
    expect(listNamed("अनुरोध")).toHaveTextContent("कोई अनुरोध बाकी नहीं है।");
    expect(within(listNamed("आ रहे हैं")).getByRole("list")).toHaveTextContent("Ananya Reddy");
    expect(within(listNamed("सोच रहे हैं")).getByRole("list")).toHaveTextContent("Vikram Singh");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "अपना अनुभव बताएँ" }));
    expect(await screen.findByText("इवेंट ख़त्म होने के बाद ही आप अपना अनुभव बता सकते हैं")).toBeInTheDocument();
    await confirmWith(user, "इवेंट छोड़ें", "इवेंट छोड़ें", "यह एक्सपीरियंस छोड़ना है?");
    expect(await screen.findByRole("heading", { level: 1, name: "मेरी लिस्टिंग" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/listing");
    expect(await screen.findByText("आपने इवेंट छोड़ दिया है")).toBeInTheDocument();
  });

  it("shows the host's facts, the waitlist and the close dialog in Hindi", async () => {
    openEvent(HOST_SCREEN, {
      ...hostEvent,
      waitlistCount: 2,
      participants: [
        {
          ...makeParticipant("w1", "Kavya Iyer", "requested", "no"),
          fromWaitlist: true,
          offerExpiresAt: new Date(2027, 0, 5, 21, 5).toISOString(),
        },
        ...hostEvent.participants,
      ],
    });
    expect(await screen.findByText("लाइव है")).toBeInTheDocument();
    expect(screen.getByText("कुल सीटें").nextElementSibling).toHaveTextContent("8");
    expect(screen.getByText("खाली सीटें").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("पेमेंट").nextElementSibling).toHaveTextContent("ख़र्च आपस में बँटेगा");
    expect(screen.getByText("किसने बनाया").nextElementSibling).toHaveTextContent("Aarav Sharma (आप)");
    expect(screen.getByText("वेटलिस्ट").nextElementSibling).toHaveTextContent("2 इंतज़ार में");
    expect(screen.getByRole("button", { name: "कैलेंडर में जोड़ें" })).toBeInTheDocument();
    const seekers = within(screen.getByRole("list", { name: "अनुरोध" })).getAllByRole("listitem");
    expect(seekers[0]).toHaveTextContent("वेटलिस्ट से");
    expect(seekers[0]).toHaveTextContent("5 जन॰ 2027 · रात 9:05 तक जवाब दें");
    expect(within(seekers[0] as HTMLElement).getByRole("link")).toHaveAccessibleName(
      "Kavya Iyer का अनुरोध देखें",
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "लिस्टिंग बंद करें" }));
    const dialog = screen.getByRole("dialog", { name: "यह लिस्टिंग बंद करनी है?" });
    expect(within(dialog).getByRole("button", { name: "खुली रहने दें" })).toBeInTheDocument();
  });

  it("shows an admission fee and the rejection box in Hindi", async () => {
    openEvent(HOST_SCREEN, {
      ...hostEvent,
      status: "rejected",
      rejectionReason: null,
      paymentType: "fee",
      cost: 2400,
    });
    expect(await screen.findByText("फ़ीस")).toBeInTheDocument();
    expect(screen.getByText("फ़ीस").nextElementSibling).toHaveTextContent("₹2400 प्रति व्यक्ति");
    const box = screen.getByRole("region", { name: "लिस्टिंग नामंज़ूर" });
    expect(box).toHaveTextContent("यह लिस्टिंग मंज़ूर नहीं हुई");
    expect(box).toHaveTextContent("एडमिन ने कोई वजह नहीं बताई।");
  });
});
