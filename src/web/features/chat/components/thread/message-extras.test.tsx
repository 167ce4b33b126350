import { sendGroupMessageResponse } from "@shared/contracts/chat";
import type { EventDetail } from "@shared/contracts/events";
import type { ReactionSummary } from "@shared/contracts/message-extras";
import { groupMessages, sendGroupMessage } from "@shared/endpoints/chat";
import { eventDetail } from "@shared/endpoints/events";
import { readThread } from "@shared/endpoints/inbox";
import { reactToMessage, reportMessage, sendGroupPhoto } from "@shared/endpoints/messages";
import { MESSAGE_FLAG_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type Call, fail, keyOf, ok } from "../../../../test/api-stub";
import { makeDetail, makeParticipant } from "../../../../test/fixtures/listings";
import { group, renderThread, signIn, stubApi } from "./test-support";

// Photos, replies, reactions and reports in a thread (issue 28 items 1, 2 and 6), through the group
// chat screen that wires them.

beforeEach(() => signIn());

const PATH = "/chats/group/g1/e1";
const EVENT: EventDetail = makeDetail({
  name: "Coorg coffee estate weekend",
  createdBy: "host1",
  role: "seeker",
  myRequest: { requestStatus: "accepted", rsvpStatus: "maybe", fromWaitlist: false, offerExpiresAt: null },
  participants: [makeParticipant("me", "Aarav Sharma", "accepted", "maybe")],
  groupId: "g1",
  toDate: "2099-01-02T18:29:59.000Z",
  isOver: false,
});

const PHOTO = {
  ...group("p1", "s1", "Sunrise at the estate", "2026-11-20T09:00:00.000Z"),
  // A chat photo's link, signed for its message (issue 41 item 6).
  image: `/uploads/chat/p1/chat-${"a".repeat(40)}.webp?exp=1800000000&sig=abc_-12`,
};
const HELLO = group("m1", "s1", "Hello everyone!", "2026-11-20T10:00:00.000Z");
const MINE = group("m2", "me", "Hi! Can't wait.", "2026-11-20T10:01:00.000Z");
const thumbs = (reactions: ReactionSummary[]) => ({ ...HELLO, reactions });

function stub(messages = [PHOTO, HELLO, MINE], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, EVENT),
    [keyOf(groupMessages, { eventId: "e1" })]: ok(groupMessages, messages),
    [keyOf(readThread, { kind: "group", id: "g1" })]: ok(readThread, { total: 0, users: {}, groups: {} }),
    ...extra,
  });
}

const log = () => screen.findByRole("log", { name: "Messages in Coorg coffee estate weekend" });
const sent = (calls: Call[], path: string) => calls.filter((c) => c.method !== "GET" && c.url === path);

async function openActions(user: ReturnType<typeof userEvent.setup>, messageId: string, name: string) {
  const region = await log();
  await waitFor(() => expect(region.querySelector(`[data-message-id="${messageId}"]`)).not.toBeNull());
  const row = region.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`)!;
  await user.click(within(row).getByRole("button", { name }));
  return screen.findByRole("dialog", { name: "Message" });
}

describe("message extras", () => {
  it("shows a photo as a thumbnail that opens full size, and closes with Escape", async () => {
    stub();
    const user = userEvent.setup();
    renderThread(PATH);
    const open = await within(await log()).findByRole("button", { name: "Open the photo from Ananya Reddy" });
    const thumb = within(open).getByRole("img", { name: "Sunrise at the estate" });
    // Its 480 px copy answers to the same signature.
    expect(thumb).toHaveAttribute(
      "src",
      `/uploads/chat/p1/chat-${"a".repeat(40)}.w480.webp?exp=1800000000&sig=abc_-12`,
    );
    expect(screen.getByText("Sunrise at the estate", { selector: "p" })).toBeInTheDocument();
    await user.click(open);
    const full = await screen.findByRole("dialog", { name: "Photo from Ananya Reddy" });
    expect(within(full).getByRole("img")).toHaveAttribute("src", PHOTO.image);
    expect(within(full).getByRole("button", { name: "Close" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it("replies to a message: the bar names it, the send carries its id, and the quote shows the original", async () => {
    const calls = stub([PHOTO, HELLO, MINE], {
      [keyOf(sendGroupMessage, { eventId: "e1" })]: async ({ request }) => {
        const body = (await request.json()) as { content: string; clientId: string; replyTo?: string };
        return ok(sendGroupMessageResponse, {
          ...group("m9", "me", body.content, "2026-11-20T11:00:00.000Z"),
          clientId: body.clientId,
          replyTo: { _id: "m1", senderName: "Ananya Reddy", snippet: "Hello everyone!", photo: false },
        });
      },
    });
    const user = userEvent.setup();
    renderThread(PATH);
    const sheet = await openActions(user, "m1", "Actions for the message from Ananya Reddy");
    await user.click(within(sheet).getByRole("button", { name: "Reply" }));
    expect(await screen.findByText("Replying to Ananya Reddy")).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, "Hello to you too{Enter}");
    await waitFor(() => expect(sent(calls, "/api/group/messages/send/e1")).toHaveLength(1));
    expect(sent(calls, "/api/group/messages/send/e1")[0]?.body).toMatchObject({
      content: "Hello to you too",
      replyTo: "m1",
    });
    expect(screen.queryByText("Replying to Ananya Reddy")).not.toBeInTheDocument();

    // The reply's quote shows the original in the thread, highlighted and focused.
    const quote = await within(await log()).findByRole("button", {
      name: "Reply to Ananya Reddy: Hello everyone!. Show the message",
    });
    await user.click(quote);
    const original = (await log()).querySelector('[data-message-id="m1"] [data-message-body]');
    expect(original).toHaveFocus();
    expect(original?.querySelector(".ring-2")).not.toBeNull();
  });

  it("puts a reaction on from the sheet, takes it off from its chip, and says who reacted", async () => {
    const reacted: ReactionSummary[] = [
      { reaction: "👍", count: 2, mine: true, names: ["Ananya Reddy", "Aarav Sharma"] },
    ];
    const calls = stub([thumbs([{ reaction: "👍", count: 1, mine: false, names: ["Ananya Reddy"] }])], {
      [keyOf(reactToMessage, { id: "m1" })]: async ({ request }) => {
        const body = (await request.json()) as { reaction: string; on: boolean };
        return ok(reactToMessage, {
          messageId: "m1",
          reactions: body.on ? reacted : [{ reaction: "👍", count: 1, mine: false, names: ["Ananya Reddy"] }],
        });
      },
    });
    const user = userEvent.setup();
    renderThread(PATH);
    const chip = await within(await log()).findByRole("button", { name: /^👍 1: Ananya Reddy\./ });
    expect(chip).toHaveAttribute("aria-pressed", "false");

    const sheet = await openActions(user, "m1", "Actions for the message from Ananya Reddy");
    expect(within(sheet).getByText("Who reacted")).toBeInTheDocument();
    expect(within(sheet).getByText("Ananya Reddy")).toBeInTheDocument();
    await user.click(within(sheet).getByRole("button", { name: "React with 👍" }));
    const mine = await within(await log()).findByRole("button", {
      name: /^👍 2: Ananya Reddy, Aarav Sharma\./,
    });
    expect(mine).toHaveAttribute("aria-pressed", "true");
    expect(sent(calls, "/api/messages/m1/reactions")[0]?.body).toEqual({ reaction: "👍", on: true });

    await user.click(mine);
    await waitFor(() =>
      expect(within(screen.getByRole("log")).getByRole("button", { name: /^👍 1:/ })).toHaveAttribute(
        "aria-pressed",
        "false",
      ),
    );
    expect(sent(calls, "/api/messages/m1/reactions")[1]?.body).toEqual({ reaction: "👍", on: false });
  });

  it("puts a refused reaction back as it was", async () => {
    stub([HELLO], { [keyOf(reactToMessage, { id: "m1" })]: fail(404, "We could not find that message.") });
    const user = userEvent.setup();
    renderThread(PATH);
    const sheet = await openActions(user, "m1", "Actions for the message from Ananya Reddy");
    await user.click(within(sheet).getByRole("button", { name: "React with 🎉" }));
    await waitFor(() =>
      expect(within(screen.getByRole("log")).queryByRole("list", { name: "Reactions" })).toBeNull(),
    );
  });

  it("shows no scam caution in a group, whatever a message carries (ADR 0046)", async () => {
    const ask = group("m7", "s1", "Pay me on UPI ravi@okaxis", "2026-11-20T10:02:00.000Z");
    stub([HELLO, ask]);
    renderThread(PATH);
    expect(await within(await log()).findByText("Pay me on UPI ravi@okaxis")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("reports someone else's message with a reason, and offers no report of one's own", async () => {
    const calls = stub([HELLO, MINE], {
      [keyOf(reportMessage, { id: "m1" })]: ok(reportMessage, null, {
        message: MESSAGE_FLAG_MESSAGES.flagged,
      }),
    });
    const user = userEvent.setup();
    renderThread(PATH);
    const own = await openActions(user, "m2", "Actions for your message");
    expect(within(own).queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    const sheet = await openActions(user, "m1", "Actions for the message from Ananya Reddy");
    await user.click(within(sheet).getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this message" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(MESSAGE_FLAG_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent(calls, "/api/messages/m1/report")).toHaveLength(0);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Spam link");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.flagged)).toBeInTheDocument();
    expect(sent(calls, "/api/messages/m1/report")[0]?.body).toEqual({ reason: "Spam link" });
    expect(screen.queryByRole("dialog", { name: "Report this message" })).not.toBeInTheDocument();
  });

  it("sends a chosen photo with its caption, and shows it in the thread", async () => {
    const calls = stub([HELLO], {
      [keyOf(sendGroupPhoto, { eventId: "e1" })]: () =>
        ok(sendGroupPhoto, {
          ...group("p9", "me", "Our tent", "2026-11-20T11:00:00.000Z"),
          image: `/uploads/${"b".repeat(40)}.webp`,
        }),
    });
    const user = userEvent.setup();
    const { container } = renderThread(PATH);
    await log();
    expect(screen.getByRole("button", { name: "Send a photo" })).toBeEnabled();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute("accept", "image/*");
    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], "tent.jpg", { type: "image/jpeg" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Send a photo" });
    await user.type(within(dialog).getByRole("textbox", { name: "Caption (optional)" }), "Our tent");
    await user.click(within(dialog).getByRole("button", { name: "Send photo" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Send a photo" })).not.toBeInTheDocument(),
    );
    // The dialog closes as the photo goes out; the request reaches the stub a moment later.
    await waitFor(() => expect(sent(calls, "/api/group/messages/photo/e1")).toHaveLength(1));
    const form = sent(calls, "/api/group/messages/photo/e1")[0]?.body as FormData;
    expect(form.get("content")).toBe("Our tent");
    expect((form.get("image") as Blob).size).toBe(6);
    expect(
      await within(await log()).findByRole("button", { name: "Open the photo from You" }),
    ).toBeInTheDocument();
  });

  it("keeps the photo and says why when the server refuses it", async () => {
    stub([HELLO], {
      [keyOf(sendGroupPhoto, { eventId: "e1" })]: fail(400, "tent.jpg is not a valid image file."),
    });
    const user = userEvent.setup();
    const { container } = renderThread(PATH);
    await log();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], "tent.jpg", { type: "image/jpeg" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a photo" });
    await user.click(within(dialog).getByRole("button", { name: "Send photo" }));
    expect(await within(dialog).findByText("tent.jpg is not a valid image file.")).toBeInTheDocument();
  });

  it("links the group to its album once the experience has ended, and not before", async () => {
    stub();
    const { unmount } = renderThread(PATH);
    await log();
    expect(screen.queryByRole("link", { name: "The album of Coorg coffee estate weekend" })).toBeNull();
    unmount();
    stub([HELLO], {
      [keyOf(eventDetail, { id: "e1" })]: ok(eventDetail, {
        ...EVENT,
        toDate: "2020-01-02T18:29:59.000Z",
        isOver: true,
      }),
    });
    renderThread(PATH);
    const links = await screen.findAllByRole("link", { name: "The album of Coorg coffee estate weekend" });
    for (const link of links) expect(link).toHaveAttribute("href", "/chats/group/g1/e1/album");
  });

  it("shows a removed message in its place, with no actions", async () => {
    stub([{ ...group("m5", "s1", "", "2026-11-20T09:30:00.000Z"), removed: true }, HELLO]);
    renderThread(PATH);
    const region = await log();
    expect(await within(region).findByText("Message removed")).toBeInTheDocument();
    expect(
      within(region).getAllByRole("button", { name: "Actions for the message from Ananya Reddy" }),
    ).toHaveLength(1);
  });
});
