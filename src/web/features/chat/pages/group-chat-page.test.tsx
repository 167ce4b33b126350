import { reviewRequestContent, rsvpContent } from "@shared/chat-content";
import { sendGroupMessageResponse } from "@shared/contracts/chat";
import { type EventDetail, messageResponse } from "@shared/contracts/events";
import { groupMessages, sendGroupMessage } from "@shared/endpoints/chat";
import { answerRsvp, eventDetail } from "@shared/endpoints/events";
import { readThread } from "@shared/endpoints/inbox";
import { postFeedback } from "@shared/endpoints/reviews";
import { MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { type Call, fail, HttpResponse, keyOf, ok } from "../../../test/api-stub";
import { openDialog } from "../../../test/dialog";
import { makeDetail, makeParticipant } from "../../../test/fixtures/listings";
import { group, renderThread, signIn, stubApi } from "../components/thread/test-support";

beforeEach(() => signIn());

const PATH = "/chats/group/g1/e1";
const FUTURE = "2099-01-02T18:29:59.000Z";
const PAST = "2020-01-02T18:29:59.000Z";

const participants = [
  makeParticipant("me", "Aarav Sharma", "accepted", "maybe"),
  makeParticipant("s1", "Ananya Reddy", "accepted", "yes"),
  makeParticipant("s2", "Vikram Singh", "accepted", "maybe"),
  makeParticipant("s3", "Dev Nair", "accepted", "no"),
  makeParticipant("s4", "Sneha Kulkarni", "requested", "no"),
];

const seekerEvent = (overrides: Partial<EventDetail> = {}) =>
  makeDetail({
    name: "Coorg coffee estate weekend",
    createdBy: "host1",
    role: "seeker",
    myRequest: { requestStatus: "accepted", rsvpStatus: "maybe", fromWaitlist: false, offerExpiresAt: null },
    participants,
    groupId: "g1",
    toDate: FUTURE,
    isOver: false,
    ...overrides,
  });

const hostEvent = (overrides: Partial<EventDetail> = {}) =>
  seekerEvent({ role: "host", myRequest: null, createdBy: "me", ...overrides });

const POLL = group("m2", "host1", rsvpContent("Are you going to Coorg?"), "2026-11-20T10:05:00.000Z");
const REVIEW = group("m3", "host1", reviewRequestContent("How was it? Tell us!"), "2026-11-20T10:06:00.000Z");
const HELLO = group("m1", "s1", "Hello everyone!", "2026-11-20T10:00:00.000Z");

function stubGroup(event: EventDetail, messages = [HELLO, POLL], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, event),
    [keyOf(groupMessages, { eventId: "e1" })]: ok(groupMessages, messages),
    [keyOf(readThread, { kind: "group", id: "g1" })]: ok(readThread, { total: 0, users: {}, groups: {} }),
    ...extra,
  });
}

// Sending to the group answers the message as sent, with what the app sent as its content.
const SENDS_BACK: Parameters<typeof stubApi>[0] = {
  [keyOf(sendGroupMessage, { eventId: "e1" })]: async ({ request }) => {
    const { content } = (await request.json()) as { content: string };
    return ok(sendGroupMessageResponse, group("m9", "me", content, "2026-11-20T11:00:00.000Z"));
  },
};

const log = () => screen.findByRole("log", { name: "Messages in Coorg coffee estate weekend" });
const poll = async () => within(await log()).findByRole("group", { name: "RSVP poll" });
const reviewCard = async () => within(await log()).findByRole("group", { name: "Review request" });
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method !== "GET" && c.url === path);

describe("group chat", () => {
  it("shows the event in the header, linking to it, with the member count", async () => {
    stubGroup(seekerEvent());
    renderThread(PATH);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Coorg coffee estate weekend" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Coorg coffee estate weekend, view experience" }),
    ).toHaveAttribute("href", "/event/e1");
    // The host and the four accepted members.
    expect(screen.getByText(/^5 members · /)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to chats" })).toHaveAttribute("href", "/chat");
  });

  it("names other senders and marks the group read", async () => {
    const calls = stubGroup(seekerEvent());
    renderThread(PATH);
    const region = await log();
    expect(within(region).getByText("Ananya Reddy")).toBeInTheDocument();
    expect(within(region).getByText("Meera Nair")).toBeInTheDocument();
    expect(within(region).getByText("Host")).toBeInTheDocument();
    await waitFor(() => expect(posts(calls, "/api/chat/read/group/g1")).toHaveLength(1));
  });

  it("lets an accepted seeker answer the RSVP poll and shows the current answer", async () => {
    let answered = false;
    const calls = stubGroup(seekerEvent(), [HELLO, POLL], {
      [keyOf(answerRsvp, { id: "e1" })]: () => {
        answered = true;
        return ok(messageResponse, null, { message: "RSVP updated." });
      },
      [keyOf(eventDetail, { id: "e1" })]: () =>
        ok(
          eventDetail,
          seekerEvent({
            myRequest: {
              requestStatus: "accepted",
              rsvpStatus: answered ? "yes" : "maybe",
              fromWaitlist: false,
              offerExpiresAt: null,
            },
          }),
        ),
    });
    const user = userEvent.setup();
    renderThread(PATH);
    const card = await poll();
    expect(within(card).getByText("Are you going to Coorg?")).toBeInTheDocument();
    expect(await within(card).findByText("Thinking About It")).toBeInTheDocument();
    const going = within(card).getByRole("button", { name: "Going" });
    expect(going).toHaveAttribute("aria-pressed", "false");
    await user.click(going);
    await waitFor(() =>
      expect(within(card).getByRole("button", { name: "Going" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(posts(calls, "/api/events/e1/rsvp")[0]?.body).toEqual({ rsvpStatus: "yes" });
    await waitFor(() => expect(within(card).getByText("Going", { selector: "strong" })).toBeInTheDocument());
  });

  it("says so when the RSVP cannot be saved", async () => {
    stubGroup(seekerEvent(), [POLL], { [keyOf(answerRsvp, { id: "e1" })]: fail(500, "Database down") });
    const user = userEvent.setup();
    renderThread(PATH);
    const card = await poll();
    await user.click(await within(card).findByRole("button", { name: "Not going" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(MESSAGES.rsvpFailed);
  });

  it("shows the host a summary instead of answer buttons", async () => {
    stubGroup(hostEvent());
    renderThread(PATH);
    const card = await poll();
    await within(card).findByText("Answers so far");
    expect(within(card).queryByRole("button", { name: "Going" })).not.toBeInTheDocument();
    const count = (label: string) => within(card).getByText(label, { selector: "dt" }).nextElementSibling;
    expect(count("Going")).toHaveTextContent("1");
    expect(count("Thinking About It")).toHaveTextContent("2");
    expect(count("Not going")).toHaveTextContent("1");
  });

  it("lets the host send an RSVP poll with a suggested question", async () => {
    const calls = stubGroup(hostEvent(), [HELLO], SENDS_BACK);
    const user = userEvent.setup();
    renderThread(PATH);
    await log();
    const dialog = await openDialog(user, "Send RSVP poll", "Send RSVP poll");
    expect(within(dialog).getByRole("textbox", { name: "Question" })).toHaveValue(
      "Are you going to Coorg coffee estate weekend?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send poll" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(calls, "/api/group/messages/send/e1")[0]?.body).toEqual({
      content: rsvpContent("Are you going to Coorg coffee estate weekend?"),
    });
    expect(await poll()).toBeInTheDocument();
  });

  it("lets the host ask for reviews; the host's own request has no form", async () => {
    const calls = stubGroup(hostEvent({ toDate: PAST, isOver: true }), [HELLO], SENDS_BACK);
    const user = userEvent.setup();
    renderThread(PATH);
    await log();
    const dialog = await openDialog(user, "Ask for reviews", "Ask for reviews");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = posts(calls, "/api/group/messages/send/e1")[0]?.body as { content: string };
    expect(JSON.parse(sent.content)).toMatchObject({ type: "review" });
    const card = await reviewCard();
    expect(within(card).queryByRole("button", { name: "Share your experience" })).not.toBeInTheDocument();
  });

  it("keeps the review request unsent until the event has ended", async () => {
    stubGroup(hostEvent(), [HELLO]);
    const user = userEvent.setup();
    renderThread(PATH);
    await log();
    const dialog = await openDialog(user, "Ask for reviews", "Ask for reviews");
    expect(
      within(dialog).getByText("Members can share their experience only once the event ends."),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Send request" })).toBeDisabled();
  });

  it("shows no host tools to seekers", async () => {
    stubGroup(seekerEvent());
    renderThread(PATH);
    await poll();
    await screen.findByRole("button", { name: "Going" });
    expect(screen.queryByRole("button", { name: "Send RSVP poll" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask for reviews" })).not.toBeInTheDocument();
  });

  it("blocks the review until the event ends", async () => {
    const calls = stubGroup(seekerEvent(), [REVIEW]);
    const user = userEvent.setup();
    renderThread(PATH);
    const card = await reviewCard();
    await user.click(await within(card).findByRole("button", { name: "Share your experience" }));
    expect(within(card).getByRole("status")).toHaveTextContent(MESSAGES.reviewTooEarly);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts(calls, "/api/review/e1/post")).toHaveLength(0);
  });

  it("after the end, takes the feedback in the SPEC's order and thanks the member", async () => {
    const calls = stubGroup(seekerEvent({ toDate: PAST, isOver: true }), [REVIEW], {
      [keyOf(postFeedback, { id: "e1" })]: ok(postFeedback, null, { message: MESSAGES.reviewThanks }),
    });
    const user = userEvent.setup();
    renderThread(PATH);
    const card = await reviewCard();
    await user.click(await within(card).findByRole("button", { name: "Share your experience" }));
    const dialog = await screen.findByRole("dialog", { name: "Share your experience" });

    const happened = within(dialog).getByRole("radiogroup", { name: "Did the event happen?" });
    const stars = within(dialog).getByRole("radiogroup", { name: "Your rating" });
    expect(happened.compareDocumentPosition(stars) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The text field appears only once stars are set.
    expect(within(dialog).queryByRole("textbox", { name: "Your review" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Submit review" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(MESSAGES.reviewIncomplete);

    await user.click(within(happened).getByRole("radio", { name: "No" }));
    await user.click(within(stars).getByRole("radio", { name: "4 stars" }));
    // Setting the stars answers part of the message: it goes until a submit is still incomplete.
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    const text = within(dialog).getByRole("textbox", { name: "Your review" });
    await user.click(within(dialog).getByRole("button", { name: "Submit review" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(MESSAGES.reviewIncomplete);
    expect(posts(calls, "/api/review/e1/post")).toHaveLength(0);

    await user.type(text, "  Misty mornings and great people.  ");
    await user.click(within(dialog).getByRole("button", { name: "Submit review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(calls, "/api/review/e1/post")[0]?.body).toEqual({
      eventOccured: false,
      rating: 4,
      review: "Misty mornings and great people.",
    });
    expect(await screen.findByText(MESSAGES.reviewThanks)).toBeInTheDocument();
    expect(within(card).getByText("Thanks! Your review is in.")).toBeInTheDocument();
  });

  it("shows the server's refusal of a review as it comes", async () => {
    stubGroup(seekerEvent({ toDate: PAST, isOver: true }), [REVIEW], {
      [keyOf(postFeedback, { id: "e1" })]: fail(409, MESSAGES.reviewDuplicate),
    });
    const user = userEvent.setup();
    renderThread(PATH);
    const card = await reviewCard();
    await user.click(await within(card).findByRole("button", { name: "Share your experience" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Loved it");
    await user.click(within(dialog).getByRole("button", { name: "Submit review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.reviewDuplicate);
  });

  it("shows the server's message and no composer to non-members", async () => {
    stubApi({
      [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, seekerEvent({ myRequest: null, participants: [] })),
      [keyOf(groupMessages, { eventId: "e1" })]: fail(
        403,
        "Only the host and accepted members can use this group.",
      ),
    });
    renderThread(PATH);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only the host and accepted members can use this group.",
    );
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
    expect(screen.queryByText(/members ·/)).not.toBeInTheDocument();
  });

  it("invites the first message in an empty group", async () => {
    stubGroup(seekerEvent(), []);
    renderThread(PATH);
    expect(await screen.findByText("No messages yet. Say hello to the group!")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeInTheDocument();
  });

  // Issue 28 item 7: a Go Dutch or Split the Amount experience's members reach its costs from here.
  it("links its members to the costs of a shared-cost experience, and nobody to those of a fee", async () => {
    stubGroup(seekerEvent({ paymentType: "split" }));
    const view = renderThread(PATH);
    const costs = await screen.findByRole("link", { name: /^Costs of Coorg coffee estate weekend/ });
    expect(costs).toHaveAttribute("href", "/chats/group/g1/e1/costs");
    view.unmount();
    stubGroup(seekerEvent({ paymentType: "fee" }));
    renderThread(PATH);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Coorg coffee estate weekend" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Costs of/ })).not.toBeInTheDocument();
  });
});

describe("group chat in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the header, the poll, the host badge and the composer in Hindi, and keeps what members wrote", async () => {
    stubGroup(seekerEvent({ paymentType: "split" }));
    renderThread(PATH);
    const region = await screen.findByRole("log", { name: "Coorg coffee estate weekend के मैसेज" });
    expect(screen.getByText(/^5 सदस्य · /)).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Coorg coffee estate weekend, एक्सपीरियंस देखें" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "चैट पर वापस जाएँ" })).toHaveAttribute("href", "/chat");
    expect(screen.getByRole("link", { name: /^Coorg coffee estate weekend का ख़र्च/ })).toHaveAttribute(
      "href",
      "/chats/group/g1/e1/costs",
    );
    expect(within(region).getByText("Hello everyone!")).toBeInTheDocument();
    expect(within(region).getByText("होस्ट")).toBeInTheDocument();
    const card = await within(region).findByRole("group", { name: "RSVP पोल" });
    expect(within(card).getByText("Are you going to Coorg?")).toBeInTheDocument();
    expect(await within(card).findByText("सोच रहे हैं")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "आ रहे हैं" })).toBeInTheDocument();
    expect(within(card).getByText(/^आपका जवाब:/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "मैसेज" })).toHaveAttribute("placeholder", "मैसेज लिखें…");
  });

  it("gives the host the tools and the tally in Hindi, with the suggested question in Hindi", async () => {
    stubGroup(hostEvent(), [HELLO, POLL]);
    const user = userEvent.setup();
    renderThread(PATH);
    const card = await within(await screen.findByRole("log")).findByRole("group", { name: "RSVP पोल" });
    await within(card).findByText("अब तक के जवाब");
    expect(within(card).getByText("नहीं आ रहे", { selector: "dt" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "होस्ट टूल" })).toBeInTheDocument();
    const dialog = await openDialog(user, "RSVP पोल भेजें", "RSVP पोल भेजें");
    expect(within(dialog).getByRole("textbox", { name: "सवाल" })).toHaveValue(
      "क्या आप Coorg coffee estate weekend में आ रहे हैं?",
    );
  });

  it("says the server's refusal by its code in Hindi, and the empty group's invitation", async () => {
    stubApi({
      [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, seekerEvent({ myRequest: null, participants: [] })),
      [keyOf(groupMessages, { eventId: "e1" })]: () =>
        HttpResponse.json(
          {
            success: false,
            message: "Only the host and accepted members can use this group.",
            code: "group.notMember",
          },
          { status: 403 },
        ),
    });
    const view = renderThread(PATH);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "इस ग्रुप का इस्तेमाल सिर्फ़ होस्ट और शामिल किए गए सदस्य कर सकते हैं।",
    );
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
    view.unmount();

    stubGroup(seekerEvent(), []);
    renderThread(PATH);
    expect(await screen.findByText("अभी कोई मैसेज नहीं। ग्रुप को हैलो कहें!")).toBeInTheDocument();
  });
});
