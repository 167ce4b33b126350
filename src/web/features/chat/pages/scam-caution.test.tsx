import { conversation } from "@shared/endpoints/chat";
import { directStanding } from "@shared/endpoints/chat-thread";
import { readThread } from "@shared/endpoints/inbox";
import { reportMessage } from "@shared/endpoints/messages";
import { getUser } from "@shared/endpoints/users";
import { MESSAGE_FLAG_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type Call, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { direct, renderThread, signIn, stubApi } from "../components/thread/test-support";

// The caution where scams start (issue 38 item 8, ADR 0046): under a received message that carries a
// phone number, a UPI ID, a payment request or a link, from a member one has not been on an
// experience with; nothing is hidden or changed.

beforeEach(() => signIn());

const RAVI = makeUser({ _id: "u2", name: "Ravi Kumar" });
const THREAD = [
  direct("m1", "u2", "Hi! Loved your profile", "2026-11-20T10:00:00.000Z"),
  direct("m2", "u2", "Pay me on UPI ravi@okaxis", "2026-11-20T10:01:00.000Z"),
  direct("m3", "me", "Call me on 98765 43210", "2026-11-20T10:02:00.000Z"),
  direct("m4", "u2", "Details at https://cheap-treks.in/offer", "2026-11-20T10:03:00.000Z"),
];

function stub(metOnExperience: boolean) {
  return stubApi({
    [keyOf(getUser, { id: "u2" })]: ok(getUser, RAVI),
    [keyOf(conversation, { userId: "u2" })]: ok(conversation, THREAD),
    [keyOf(readThread, { kind: "user", id: "u2" })]: ok(readThread, { total: 0, users: {}, groups: {} }),
    [keyOf(directStanding, { userId: "u2" })]: ok(directStanding, { metOnExperience }),
    [keyOf(reportMessage, { id: "m2" })]: ok(reportMessage, null, { message: MESSAGE_FLAG_MESSAGES.flagged }),
  });
}

const rowOf = async (id: string) => {
  const log = await screen.findByRole("log", { name: "Messages with Ravi Kumar" });
  await waitFor(() => expect(log.querySelector(`[data-message-id="${id}"]`)).not.toBeNull());
  return log.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;
};
const sent = (calls: Call[], path: string) => calls.filter((c) => c.method !== "GET" && c.url === path);

describe("the scam caution", () => {
  it("shows under a stranger's money talk and links, not under plain words or one's own, and reports", async () => {
    const calls = stub(false);
    const user = userEvent.setup();
    renderThread("/chats/user/u2");
    const upi = await rowOf("m2");
    const note = await within(upi).findByRole("note");
    expect(note).toHaveTextContent("Only pay people you've met. Report anything odd.");
    // The message itself is shown as sent.
    expect(within(upi).getByText("Pay me on UPI ravi@okaxis")).toBeInTheDocument();
    expect(within(await rowOf("m4")).getByRole("note")).toHaveTextContent(
      "Only pay people you've met. Report anything odd.",
    );
    expect(within(await rowOf("m1")).queryByRole("note")).not.toBeInTheDocument();
    expect(within(await rowOf("m3")).queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getAllByRole("note")).toHaveLength(2);

    await user.click(within(note).getByRole("button", { name: "Report the message from Ravi Kumar" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this message" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Asked me to pay first");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.flagged)).toBeInTheDocument();
    expect(sent(calls, "/api/messages/m2/report")[0]?.body).toEqual({ reason: "Asked me to pay first" });
    expect(screen.queryByRole("dialog", { name: "Report this message" })).not.toBeInTheDocument();
  });

  it("stays away once the two have been on an experience together", async () => {
    const calls = stub(true);
    renderThread("/chats/user/u2");
    await rowOf("m2");
    await waitFor(() => expect(calls.some((c) => c.url === "/api/chat/direct/u2")).toBe(true));
    // The answer has landed when the thread re-renders; nothing is shown either way before it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
