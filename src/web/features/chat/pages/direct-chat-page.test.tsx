import { sendMessageResponse } from "@shared/contracts/chat";
import { getUserResponse } from "@shared/contracts/users";
import { companions, conversation, sendDirectMessage } from "@shared/endpoints/chat";
import { readThread } from "@shared/endpoints/inbox";
import { getUser } from "@shared/endpoints/users";
import { LIMITS } from "@shared/limits";
import { CHAT_MESSAGES, DELETED_MEMBER, MEMBER_NOT_FOUND, SAY_HELLO_GREETING } from "@shared/texts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { companionKeys } from "../../../lib/queries/companions";
import { APP_NAME, TEXTS } from "../../../lib/texts";
import { type Call, fail, HttpResponse, keyOf, never, ok } from "../../../test/api-stub";
import { last, person } from "../../../test/fixtures/inbox";
import { makeUser } from "../../../test/fixtures/users";
import { direct, renderThread, signIn, stubApi } from "../components/thread/test-support";

beforeEach(() => signIn());

const DIYA = makeUser({
  _id: "u2",
  name: "Diya Iyer",
  avatar: "/uploads/diya.webp",
  currentLocation: { city: "Chennai", country: "India" },
});

const THREAD = [
  direct("m1", "u2", "Hey! 👋 Saw your profile\nand would love to connect.", "2026-11-20T10:00:00.000Z"),
  direct("m2", "me", "Hi Diya! <b>Coorg</b> <script>alert(1)</script>", "2026-11-20T10:05:00.000Z"),
  direct("m3", "u2", JSON.stringify({ type: "sticker", id: 4 }), "2026-11-20T10:06:00.000Z"),
];

function stubThread(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [keyOf(getUser, { id: "u2" })]: ok(getUser, DIYA),
    [keyOf(conversation, { userId: "u2" })]: ok(conversation, THREAD),
    [keyOf(readThread, { kind: "user", id: "u2" })]: ok(readThread, { total: 0, users: {}, groups: {} }),
    ...extra,
  });
}

const log = () => screen.findByRole("log", { name: "Messages with Diya Iyer" });
const box = () => screen.getByRole("textbox", { name: "Message" });
const sends = (calls: Call[]) => calls.filter((c) => c.method === "POST" && c.url === "/api/message/send/u2");

describe("direct chat", () => {
  it("shows the other member in the header, linking to their profile, and a way back to /chat", async () => {
    stubThread();
    renderThread("/chats/user/u2");
    expect(await screen.findByRole("heading", { level: 1, name: "Diya Iyer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Diya Iyer, view profile" })).toHaveAttribute(
      "href",
      "/people/detail/u2",
    );
    expect(screen.getByRole("link", { name: "Back to chats" })).toHaveAttribute("href", "/chat");
    expect(screen.getByText("Chennai, India")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Diya Iyer · ${APP_NAME}`));
  });

  it("shows messages as text only, keeps line breaks, and flags unknown types", async () => {
    stubThread();
    renderThread("/chats/user/u2");
    const region = await log();
    expect(region).toHaveAttribute("aria-live", "polite");
    // Markup arrives as the characters typed, never as elements.
    expect(within(region).getByText("Hi Diya! <b>Coorg</b> <script>alert(1)</script>")).toBeInTheDocument();
    expect(region.querySelector("script, b")).toBeNull();
    const first = within(region).getByText(/Saw your profile/);
    expect(first.textContent).toBe("Hey! 👋 Saw your profile\nand would love to connect.");
    expect(first).toHaveClass("whitespace-pre-wrap");
    expect(within(region).getByText(TEXTS.unsupportedMessage)).toBeInTheDocument();
    // Own messages on the right in orange, the other's on the left in white.
    const mine = within(region)
      .getByText(/Hi Diya!/)
      .closest("div.rounded-2xl");
    const theirs = first.closest("div.rounded-2xl");
    expect(mine).toHaveClass("bg-brand-700");
    expect(theirs).toHaveClass("bg-white");
    expect(mine?.closest("[data-message-id]")).toHaveClass("justify-end");
  });

  it("marks the conversation read once it has loaded", async () => {
    const calls = stubThread();
    renderThread("/chats/user/u2");
    await log();
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === "/api/chat/read/user/u2")).toBe(true),
    );
  });

  it("sends on Enter, clears the box and shows the message; Shift+Enter adds a line", async () => {
    const calls = stubThread({
      [keyOf(sendDirectMessage, { userId: "u2" })]: async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        return ok(sendMessageResponse, direct("m9", "me", content, "2026-11-20T10:10:00.000Z"));
      },
    });
    const user = userEvent.setup();
    renderThread("/chats/user/u2");
    await log();
    await user.click(box());
    await user.keyboard("See you there{Shift>}{Enter}{/Shift}Bring snacks");
    expect(box()).toHaveValue("See you there\nBring snacks");
    expect(sends(calls)).toHaveLength(0);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(box()).toHaveValue(""));
    // With the client id the outbox made for it (issue 28 item 5): a resend is stored once.
    expect(sends(calls)[0]?.body).toEqual({
      content: "See you there\nBring snacks",
      clientId: expect.any(String),
    });
    const region = await log();
    expect(within(region).getByText(/See you there/).textContent).toBe("See you there\nBring snacks");
  });

  it("does not send a blank message", async () => {
    const calls = stubThread();
    const user = userEvent.setup();
    renderThread("/chats/user/u2");
    await log();
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await user.click(box());
    await user.keyboard("   {Enter}");
    expect(send).toBeDisabled();
    expect(sends(calls)).toHaveLength(0);
  });

  it("ignores Enter while an input method is composing", async () => {
    const calls = stubThread();
    renderThread("/chats/user/u2");
    await log();
    fireEvent.change(box(), { target: { value: "namaste" } });
    fireEvent.keyDown(box(), { key: "Enter", isComposing: true });
    fireEvent.keyDown(box(), { key: "Enter", keyCode: 229 });
    expect(sends(calls)).toHaveLength(0);
    expect(box()).toHaveValue("namaste");
  });

  it("counts near the limit and refuses more than 2,000 characters", async () => {
    const calls = stubThread();
    renderThread("/chats/user/u2");
    await log();
    fireEvent.change(box(), { target: { value: "a".repeat(1850) } });
    expect(screen.getByText("1,850 / 2,000")).toBeInTheDocument();
    expect(screen.queryByText(CHAT_MESSAGES.tooLong)).not.toBeInTheDocument();

    fireEvent.change(box(), { target: { value: "a".repeat(LIMITS.messageMaxLength + 1) } });
    expect(screen.getByRole("alert")).toHaveTextContent(CHAT_MESSAGES.tooLong);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(sends(calls)).toHaveLength(0);
  });

  it("shows the server's refusal under the message, which the member can discard", async () => {
    const calls = stubThread({
      [keyOf(sendDirectMessage, { userId: "u2" })]: fail(404, "We could not find that member."),
    });
    const user = userEvent.setup();
    renderThread("/chats/user/u2");
    await log();
    await user.click(box());
    await user.keyboard("Are you coming?{Enter}");
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Not sent: We could not find that member.");
    expect(within(await log()).getByText("Are you coming?")).toBeInTheDocument();
    // Refused is final: it is not sent again by itself.
    expect(sends(calls)).toHaveLength(1);
    await user.click(within(refusal).getByRole("button", { name: "Discard this message" }));
    expect(within(await log()).queryByText("Are you coming?")).not.toBeInTheDocument();
    expect(window.localStorage.getItem("meetup.outbox")).toBeNull();
  });

  it("invites a first hello when there are no messages yet", async () => {
    stubThread({ [keyOf(conversation, { userId: "u2" })]: ok(conversation, []) });
    const user = userEvent.setup();
    renderThread("/chats/user/u2");
    expect(await screen.findByText("Say hello to start the conversation")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Say Hello" }));
    expect(box()).toHaveValue(SAY_HELLO_GREETING);
    expect(box()).toHaveFocus();
  });

  it("shows bubble-shaped placeholders while loading", async () => {
    stubThread({ [keyOf(conversation, { userId: "u2" })]: never });
    renderThread("/chats/user/u2");
    expect(await screen.findByRole("status", { name: "Loading messages" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
  });

  it("shows the server's message and no composer when the conversation cannot load", async () => {
    stubThread({ [keyOf(conversation, { userId: "u2" })]: fail(404, "We could not find that member.") });
    renderThread("/chats/user/u2");
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find that member.");
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  describe("with a member who deleted their account", () => {
    const GONE = person({
      _id: "u2",
      name: DELETED_MEMBER,
      location: "",
      deleted: true,
      lastMessage: last(),
    });

    it("shows Deleted member without a profile link, the messages, and a notice instead of the composer", async () => {
      const calls = stubThread({
        [keyOf(getUser, { id: "u2" })]: fail(404, MEMBER_NOT_FOUND),
        [keyOf(companions)]: ok(companions, [GONE]),
      });
      renderThread("/chats/user/u2");
      expect(await screen.findByRole("heading", { level: 1, name: DELETED_MEMBER })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: /view profile/ })).not.toBeInTheDocument();
      expect(screen.getByText("Account deleted")).toBeInTheDocument();
      const region = await screen.findByRole("log", { name: `Messages with ${DELETED_MEMBER}` });
      expect(within(region).getByText(/Saw your profile/)).toBeInTheDocument();
      expect(await screen.findByRole("status")).toHaveTextContent(CHAT_MESSAGES.memberDeleted);
      expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
      // No picture of theirs anywhere, and the thread is still marked read.
      expect(document.querySelector('img[src*="diya"]')).toBeNull();
      await waitFor(() =>
        expect(calls.some((c) => c.method === "POST" && c.url === "/api/chat/read/user/u2")).toBe(true),
      );
    });

    it("turns read-only when a send is refused because they deleted their account meanwhile", async () => {
      let profile = ok(getUserResponse, DIYA);
      stubThread({
        [keyOf(getUser, { id: "u2" })]: () => profile.clone(),
        [keyOf(companions)]: ok(companions, [GONE]),
        [keyOf(sendDirectMessage, { userId: "u2" })]: fail(409, CHAT_MESSAGES.memberDeleted),
      });
      const user = userEvent.setup();
      renderThread("/chats/user/u2");
      await log();
      profile = fail(404, MEMBER_NOT_FOUND);
      await user.click(box());
      await user.keyboard("Are you coming?{Enter}");
      expect(await screen.findByRole("status")).toHaveTextContent(CHAT_MESSAGES.memberDeleted);
      expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
      expect(await screen.findByRole("heading", { level: 1, name: DELETED_MEMBER })).toBeInTheDocument();
    });

    it("opened from the chat list, does not ask for the profile that is gone", async () => {
      const calls = stubThread({ [keyOf(getUser, { id: "u2" })]: fail(404, MEMBER_NOT_FOUND) });
      const { router, queryClient } = renderThread("/chat");
      queryClient.setQueryData(companionKeys.all, [GONE]);
      await router.navigate("/chats/user/u2");
      expect(await screen.findByRole("heading", { level: 1, name: DELETED_MEMBER })).toBeInTheDocument();
      expect(await screen.findByText(CHAT_MESSAGES.memberDeleted)).toBeInTheDocument();
      expect(calls.some((c) => c.url === "/api/users/u2")).toBe(false);
    });

    it("opened from the chat list's first screenful, does not ask for the profile that is gone", async () => {
      const calls = stubThread({ [keyOf(getUser, { id: "u2" })]: fail(404, MEMBER_NOT_FOUND) });
      const { router, queryClient } = renderThread("/chat");
      queryClient.setQueryData(companionKeys.newest, { items: [GONE], total: 1 });
      await router.navigate("/chats/user/u2");
      expect(await screen.findByRole("heading", { level: 1, name: DELETED_MEMBER })).toBeInTheDocument();
      expect(await screen.findByText(CHAT_MESSAGES.memberDeleted)).toBeInTheDocument();
      expect(calls.some((c) => c.url === "/api/users/u2")).toBe(false);
    });

    it("still asks nothing of the chat list while the profile answers", async () => {
      const calls = stubThread();
      renderThread("/chats/user/u2");
      await log();
      expect(calls.some((c) => c.url === "/api/message/getAllFriends")).toBe(false);
    });
  });
});

describe("direct chat in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the header, the log, the day, the composer and its limits in Hindi, and keeps what members typed", async () => {
    const calls = stubThread();
    renderThread("/chats/user/u2");
    const region = await screen.findByRole("log", { name: "Diya Iyer के साथ मैसेज" });
    expect(screen.getByRole("link", { name: "Diya Iyer, प्रोफ़ाइल देखें" })).toHaveAttribute(
      "href",
      "/people/detail/u2",
    );
    expect(screen.getByRole("link", { name: "चैट पर वापस जाएँ" })).toBeInTheDocument();
    expect(within(region).getByText("Hi Diya! <b>Coorg</b> <script>alert(1)</script>")).toBeInTheDocument();
    expect(within(region).getByText("यह मैसेज यहाँ नहीं दिख सकता")).toBeInTheDocument();
    // The day over the messages, as Intl's hi-IN writes it (20 November 2026, in the viewer's zone).
    expect(within(region).getByText(/^20 नवंबर 2026$/)).toBeInTheDocument();
    const message = screen.getByRole("textbox", { name: "मैसेज" });
    expect(screen.getByText("भेजने के लिए Enter, नई लाइन के लिए Shift + Enter")).toBeInTheDocument();
    fireEvent.change(message, { target: { value: "a".repeat(LIMITS.messageMaxLength + 1) } });
    expect(screen.getByRole("alert")).toHaveTextContent("मैसेज में ज़्यादा से ज़्यादा 2,000 अक्षर हो सकते हैं।");
    expect(screen.getByRole("button", { name: "भेजें" })).toBeDisabled();
    expect(sends(calls)).toHaveLength(0);
  });

  it("invites a first hello, and says a load that failed by its code, in Hindi", async () => {
    stubThread({ [keyOf(conversation, { userId: "u2" })]: ok(conversation, []) });
    const view = renderThread("/chats/user/u2");
    expect(await screen.findByText("बातचीत शुरू करने के लिए हैलो कहें")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "हैलो कहें" })).toBeInTheDocument();
    view.unmount();

    stubThread({
      [keyOf(conversation, { userId: "u2" })]: () =>
        HttpResponse.json(
          { success: false, message: MEMBER_NOT_FOUND, code: "memberNotFound" },
          { status: 404 },
        ),
    });
    renderThread("/chats/user/u2");
    expect(await screen.findByRole("alert")).toHaveTextContent("यह सदस्य नहीं मिला।");
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });
});
