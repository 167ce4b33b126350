import { sendGroupMessageResponse } from "@shared/contracts/chat";
import { pinnedResponse } from "@shared/contracts/chat-thread";
import type { EventDetail } from "@shared/contracts/events";
import { conversation, groupMessages, sendGroupMessage } from "@shared/endpoints/chat";
import { pinnedMessage, seenBy, unpinMessage } from "@shared/endpoints/chat-thread";
import { eventDetail } from "@shared/endpoints/events";
import { readThread } from "@shared/endpoints/inbox";
import { getUser } from "@shared/endpoints/users";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyFrame } from "../../../lib/realtime-cache";
import { type Call, keyOf, ok } from "../../../test/api-stub";
import { goOffline, goOnline } from "../../../test/connection";
import { makeDetail, makeParticipant } from "../../../test/fixtures/listings";
import { makeUser } from "../../../test/fixtures/users";
import { direct, group, renderThread, signIn, stubApi } from "../components/thread/test-support";

// Who has read it, the pinned bar and the outbox on the thread screens (issue 28 items 3 to 5).

beforeEach(() => signIn());

const PATH = "/chats/group/g1/e1";
const NO_UNREAD = { total: 0, users: {}, groups: {} };

const hostEvent = (overrides: Partial<EventDetail> = {}) =>
  makeDetail({
    name: "Coorg coffee estate weekend",
    createdBy: "me",
    role: "host",
    myRequest: null,
    participants: [
      makeParticipant("s1", "Ananya Reddy", "accepted", "yes"),
      makeParticipant("s2", "Vikram Singh", "accepted", "maybe"),
    ],
    groupId: "g1",
    toDate: "2099-01-02T18:29:59.000Z",
    isOver: false,
    meetingPoint: { place: "Madikeri bus stand", address: "Main Road, Madikeri", lat: 12.42, lng: 75.74 },
    ...overrides,
  });

const seekerEvent = () =>
  hostEvent({
    createdBy: "host1",
    role: "seeker",
    myRequest: { requestStatus: "accepted", rsvpStatus: "maybe", fromWaitlist: false, offerExpiresAt: null },
  });

const PLAN = group("m1", "me", "Bus at 6 from the stand", "2026-11-20T10:00:00.000Z");
const LATER = group("m2", "me", "Bring a torch", "2026-11-20T10:30:00.000Z");
const reader = (id: string, name: string, readAt: string) => ({ _id: id, name, avatar: null, readAt });

function stubGroup(event: EventDetail, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, event),
    [keyOf(groupMessages, { eventId: "e1" })]: ok(groupMessages, [PLAN, LATER]),
    [keyOf(readThread, { kind: "group", id: "g1" })]: ok(readThread, NO_UNREAD),
    [keyOf(pinnedMessage, { eventId: "e1" })]: ok(pinnedMessage, { pinned: null }),
    ...extra,
  });
}

const log = () => screen.findByRole("log", { name: "Messages in Coorg coffee estate weekend" });
const row = async (id: string) => (await log()).querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;

describe("seen by, in a group", () => {
  it("shows the host how many read each message, who on tap, and moves with a read mark pushed", async () => {
    stubGroup(hostEvent(), {
      [keyOf(seenBy, { kind: "group", id: "g1" })]: ok(seenBy, {
        receipts: true,
        readers: [
          reader("s1", "Ananya Reddy", "2026-11-20T10:40:00.000Z"),
          reader("s2", "Vikram Singh", "2026-11-20T10:10:00.000Z"),
        ],
      }),
    });
    const { queryClient } = renderThread(PATH);
    // Both read the plan, one the later message: each count shows where it changes.
    expect(await within(await row("m1")).findByText("Seen by 2")).toBeInTheDocument();
    expect(within(await row("m2")).getByText("Seen by 1")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(await row("m2")).getByRole("button", { name: "Seen by 1 member, show who" }));
    const dialog = await screen.findByRole("dialog", { name: "Seen by" });
    expect(within(dialog).getByText("Ananya Reddy")).toBeInTheDocument();
    expect(within(dialog).queryByText("Vikram Singh")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    // Vikram opens the group: his mark moves past the later message too.
    act(() =>
      applyFrame(
        queryClient,
        {
          type: "seen",
          thread: { kind: "group", id: "g1" },
          readerId: "s2",
          readAt: "2026-11-20T10:45:00.000Z",
        },
        { me: "me", isViewing: () => true },
      ),
    );
    expect(await within(await row("m2")).findByText("Seen by 2")).toBeInTheDocument();
    // Equal counts say it once, under the latest.
    expect(within(await row("m1")).queryByText("Seen by 2")).not.toBeInTheDocument();
  });

  it("asks nothing of read marks for a member who does not host", async () => {
    const calls = stubGroup(seekerEvent());
    renderThread(PATH);
    await log();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/group/messages/e1")).toBe(true));
    expect(calls.some((c: Call) => c.url.startsWith("/api/chat/seen/"))).toBe(false);
    expect(screen.queryByText(/Seen by/)).not.toBeInTheDocument();
  });
});

describe("the pinned bar", () => {
  const PINNED = {
    _id: "m1",
    senderId: { _id: "me", name: "Aarav Sharma", avatar: null },
    content: "Bus at 6 from the stand",
    photo: false,
    createdAt: PLAN.createdAt,
  };

  beforeEach(() => window.localStorage.clear());

  it("keeps the meeting point and the pinned message on top in one line, opened on demand; the host unpins it", async () => {
    const calls = stubGroup(hostEvent(), {
      [keyOf(pinnedMessage, { eventId: "e1" })]: ok(pinnedMessage, { pinned: PINNED }),
      [keyOf(seenBy, { kind: "group", id: "g1" })]: ok(seenBy, { receipts: true, readers: [] }),
      [keyOf(unpinMessage, { eventId: "e1" })]: ok(pinnedResponse, { pinned: null }),
    });
    const { unmount } = renderThread(PATH);
    const bar = await screen.findByRole("region", { name: "Pinned in this group" });
    // Compact: both in brief on one button, closed.
    const toggle = within(bar).getByRole("button", { expanded: false });
    expect(toggle).toHaveTextContent("Madikeri bus stand");
    expect(await within(bar).findByText("Bus at 6 from the stand")).toBeInTheDocument();
    expect(within(bar).queryByRole("link", { name: "Open in maps" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    // By keyboard: focus it and press Enter.
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName(/Hide the meeting point and the pinned message/);
    expect(within(bar).getByText("Meet at Madikeri bus stand")).toBeInTheDocument();
    expect(within(bar).getByRole("link", { name: "Open in maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=12.42%2C75.74",
    );
    expect(within(bar).getByText("Pinned · Aarav Sharma")).toBeInTheDocument();
    expect(within(bar).getByText("Bus at 6 from the stand")).toBeInTheDocument();

    await user.click(within(bar).getByRole("button", { name: "Unpin the message" }));
    await waitFor(() => expect(within(bar).queryByText("Pinned · Aarav Sharma")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "DELETE" && c.url === "/api/group/pinned/e1")).toHaveLength(1);
    // The meeting point stays.
    expect(within(bar).getByText("Meet at Madikeri bus stand")).toBeInTheDocument();

    // The thread remembers its bar open.
    unmount();
    renderThread(PATH);
    const again = await screen.findByRole("region", { name: "Pinned in this group" });
    expect(within(again).getByRole("button", { expanded: true })).toBeInTheDocument();
    expect(within(again).getByText("Meet at Madikeri bus stand")).toBeInTheDocument();
  });

  it("shows members the pin, live, without a way to take it down", async () => {
    stubGroup(seekerEvent());
    const { queryClient } = renderThread(PATH);
    const bar = await screen.findByRole("region", { name: "Pinned in this group" });
    expect(within(bar).queryByText("Bus at 6 from the stand")).not.toBeInTheDocument();
    act(() =>
      applyFrame(
        queryClient,
        { type: "group-pinned", groupId: "g1", eventId: "e1", pinned: PINNED },
        { me: "me", isViewing: () => true },
      ),
    );
    expect(await within(bar).findByText("Bus at 6 from the stand")).toBeInTheDocument();
    await userEvent.setup().click(within(bar).getByRole("button", { expanded: false }));
    expect(within(bar).getByText("Pinned · Aarav Sharma")).toBeInTheDocument();
    expect(within(bar).queryByRole("button", { name: "Unpin the message" })).not.toBeInTheDocument();
  });
});

describe("the outbox", () => {
  it("shows a message written offline as waiting, and sends it once when the connection returns", async () => {
    const sent: unknown[] = [];
    const calls = stubGroup(seekerEvent(), {
      [keyOf(sendGroupMessage, { eventId: "e1" })]: async ({ request }) => {
        const body = (await request.json()) as { content: string; clientId: string };
        sent.push(body);
        return ok(sendGroupMessageResponse, {
          ...group("m9", "me", body.content, "2026-11-20T11:00:00.000Z"),
          clientId: body.clientId,
        });
      },
    });
    const user = userEvent.setup();
    renderThread(PATH);
    await log();
    goOffline();
    await user.click(screen.getByRole("textbox", { name: "Message" }));
    await user.keyboard("Running ten minutes late{Enter}");
    const bubble = within(await log()).getByText("Running ten minutes late");
    expect(bubble).toBeInTheDocument();
    expect(await within(await log()).findByText("Waiting for connection")).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Kept on the device: a reload finds it.
    expect(JSON.parse(window.localStorage.getItem("meetup.outbox")!)).toEqual([
      expect.objectContaining({
        content: "Running ten minutes late",
        thread: { kind: "group", eventId: "e1" },
      }),
    ]);

    goOnline();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ content: "Running ten minutes late", clientId: expect.any(String) });
    await waitFor(() =>
      expect(within(screen.getByRole("log")).queryByText("Waiting for connection")).toBeNull(),
    );
    expect(within(await log()).getAllByText("Running ten minutes late")).toHaveLength(1);
    expect(window.localStorage.getItem("meetup.outbox")).toBeNull();
    expect(calls.filter((c) => c.method === "POST" && c.url === "/api/group/messages/send/e1")).toHaveLength(
      1,
    );
  });
});

describe("seen, in a conversation", () => {
  it("marks one's newest message the other member has read", async () => {
    stubApi({
      [keyOf(getUser, { id: "u2" })]: ok(getUser, makeUser({ _id: "u2", name: "Diya Iyer" })),
      [keyOf(conversation, { userId: "u2" })]: ok(conversation, [
        direct("d1", "me", "Chai at 5?", "2026-11-20T10:00:00.000Z"),
        direct("d2", "me", "At the corner cafe", "2026-11-20T10:01:00.000Z"),
        direct("d3", "me", "Or 6?", "2026-11-20T10:30:00.000Z"),
      ]),
      [keyOf(readThread, { kind: "user", id: "u2" })]: ok(readThread, NO_UNREAD),
      [keyOf(seenBy, { kind: "user", id: "u2" })]: ok(seenBy, {
        receipts: true,
        readers: [reader("u2", "Diya Iyer", "2026-11-20T10:05:00.000Z")],
      }),
    });
    renderThread("/chats/user/u2");
    const region = await screen.findByRole("log", { name: "Messages with Diya Iyer" });
    const d2 = region.querySelector<HTMLElement>('[data-message-id="d2"]')!;
    expect(await within(d2).findByText("Seen")).toBeInTheDocument();
    expect(within(region).getAllByText("Seen")).toHaveLength(1);
  });
});
