import {
  companionsResponse,
  myGroupsResponse,
  pendingResponse,
  unreadResponse,
} from "@shared/contracts/chat";
import { companions, myGroups, pendingRequests } from "@shared/endpoints/chat";
import { unreadCounts } from "@shared/endpoints/inbox";
import { DELETED_MEMBER } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { fail, HttpResponse, keyOf, never, ok } from "../../../test/api-stub";
import {
  group,
  last,
  noUnread,
  pendingRequest,
  person,
  signIn,
  stubApi,
  stubScreenWidth,
} from "../../../test/fixtures/inbox";
import { linksLeadingTo } from "../../../test/queries";
import { renderRoutes } from "../../../test/render";
import { ChatPage } from "./chat-page";

beforeEach(() => {
  signIn();
});

afterEach(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

const PEOPLE = keyOf(companions);
const NEWEST = keyOf(companions, undefined, { limit: 8 });
const GROUPS = keyOf(myGroups);
const PENDING = keyOf(pendingRequests);
const UNREAD = keyOf(unreadCounts);

function stub(table: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [PEOPLE]: ok(companionsResponse, []),
    [GROUPS]: ok(myGroupsResponse, []),
    [PENDING]: ok(pendingResponse, { pendingRequests: [] }),
    [UNREAD]: ok(unreadResponse, noUnread),
    ...table,
  });
}

function renderChat(path = "/chat") {
  return renderRoutes(
    [
      { path: "/chat", element: <ChatPage /> },
      { path: "/chats/user/:userId", element: <h1>Direct chat</h1> },
    ],
    path,
  );
}

const manyPeople = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    person({
      _id: `u${i}`,
      name: `Member ${String.fromCharCode(65 + i)}`,
      lastMessage: last({ createdAt: new Date(Date.now() - i * 60_000).toISOString() }),
    }),
  );

/**
 * Two threads, newest first: the viewer's own "On my way" to Diya Iyer (u2) five minutes ago, then
 * Kabir Mehta's (u3) RSVP poll asking `question`, three hours ago.
 */
const onMyWayAndPoll = (question: string) => [
  person({ lastMessage: last({ content: "On my way", fromMe: true }) }),
  person({
    _id: "u3",
    name: "Kabir Mehta",
    lastMessage: last({
      content: JSON.stringify({ type: "rsvp", question }),
      createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    }),
  }),
];

describe("/chat", () => {
  it("shows the join requests waiting, each opening the host's review of that applicant", async () => {
    stub({
      [PENDING]: ok(pendingResponse, {
        pendingRequests: [
          pendingRequest(),
          pendingRequest({ _id: "p2", user: { _id: "u8", name: "Sahil Verma", avatar: null } }),
        ],
      }),
    });
    renderChat();
    const links = await linksLeadingTo("Join requests waiting for your answer", [
      "/request/e1/u7",
      "/request/e1/u8",
    ]);
    expect(links[0]).toHaveTextContent("Sneha Kulkarni");
    expect(links[0]).toHaveTextContent("wants to join Coorg coffee estate weekend");
  });

  it("holds the tabs until the requests strip is known, loading the open list meanwhile", async () => {
    // Issue 12: a strip arriving above an already painted list pushed it down (CLS 0.1 on /chat).
    const calls = stub({ [PENDING]: never });
    renderChat();
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/message/getAllFriends?limit=8"));
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("hides the requests strip when nothing is waiting", async () => {
    stub({ [PEOPLE]: ok(companionsResponse, [person()]) });
    renderChat();
    await screen.findByRole("list", { name: "People you have chatted with" });
    expect(screen.queryByRole("heading", { name: "Join requests" })).not.toBeInTheDocument();
  });

  it("lists people with their last message, time, unread count and a link to the thread", async () => {
    stub({
      [PEOPLE]: ok(companionsResponse, [
        ...onMyWayAndPoll("Coming Saturday?"),
        person({
          _id: "u4",
          name: "Zoya Khan",
          lastMessage: last({
            content: JSON.stringify({ type: "sticker" }),
            createdAt: "2026-01-01T00:00:00Z",
          }),
        }),
      ]),
      [UNREAD]: ok(unreadResponse, { total: 2, users: { u3: 2 }, groups: {} }),
    });
    renderChat();
    const list = await screen.findByRole("list", { name: "People you have chatted with" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/chats/user/u2",
      "/chats/user/u3",
      "/chats/user/u4",
    ]);
    expect(links[0]).toHaveTextContent("You: On my way");
    expect(links[0]).toHaveTextContent("5m");
    expect(links[1]).toHaveTextContent("RSVP poll: Coming Saturday?");
    expect(await within(list).findByText(", 2 unread messages")).toBeInTheDocument();
    expect(links[2]).toHaveTextContent(TEXTS.unsupportedMessage);
    expect(screen.getByRole("tab", { name: "People · 2 new" })).toHaveAttribute("aria-selected", "true");
  });

  it("lists a member who deleted their account as Deleted member, opening the thread, not a profile", async () => {
    stub({
      [PEOPLE]: ok(companionsResponse, [
        person({
          _id: "u9",
          name: DELETED_MEMBER,
          avatar: null,
          location: "",
          deleted: true,
          lastMessage: last({ content: "See you at six", senderName: DELETED_MEMBER }),
        }),
      ]),
    });
    renderChat();
    const list = await screen.findByRole("list", { name: "People you have chatted with" });
    const [link] = within(list).getAllByRole("link");
    expect(link).toHaveAttribute("href", "/chats/user/u9");
    expect(link).toHaveTextContent(DELETED_MEMBER);
    expect(link).toHaveTextContent("See you at six");
    expect(within(list).queryByRole("img")).toBeNull();
    expect(within(list).queryByRole("link", { name: /view profile/ })).toBeNull();
  });

  it("shows 3 threads on a phone, with Show all to expand", async () => {
    stub({ [PEOPLE]: ok(companionsResponse, manyPeople(7)) });
    renderChat();
    const list = await screen.findByRole("list", { name: "People you have chatted with" });
    expect(within(list).getAllByRole("link")).toHaveLength(3);
    const more = screen.getByRole("button", { name: "Show all (7)" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    expect(within(list).getAllByRole("link")).toHaveLength(7);
    expect(screen.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  });

  // ADR 0058: a member with many conversations is sent the newest 8 and the count first; the rest
  // only when they open Show all or search.
  it("asks for the newest 8 and the count first, and for the rest on Show all or a search", async () => {
    const everyone = manyPeople(12);
    const calls = stub({
      [NEWEST]: ok(companionsResponse, everyone.slice(0, 8), { total: 12 }),
      [PEOPLE]: ok(companionsResponse, everyone),
    });
    const urls = () => calls.map((c) => c.url).filter((url) => url.startsWith("/api/message/getAllFriends"));
    renderChat();
    const list = await screen.findByRole("list", { name: "People you have chatted with" });
    expect(within(list).getAllByRole("link")).toHaveLength(3);
    // (Asked again on mount here: the tests' cache keeps nothing fresh.)
    expect(new Set(urls())).toEqual(new Set(["/api/message/getAllFriends?limit=8"]));

    await userEvent.click(screen.getByRole("button", { name: "Show all (12)" }));
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(12));
    expect(new Set(urls())).toEqual(
      new Set(["/api/message/getAllFriends?limit=8", "/api/message/getAllFriends"]),
    );
  });

  it("finds by name a conversation beyond the newest 8", async () => {
    const everyone = manyPeople(12);
    stub({
      [NEWEST]: ok(companionsResponse, everyone.slice(0, 8), { total: 12 }),
      [PEOPLE]: ok(companionsResponse, everyone),
    });
    renderChat();
    await screen.findByRole("list", { name: "People you have chatted with" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search people" }), "member l");
    const list = await screen.findByRole("list", { name: "People you have chatted with" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(["/chats/user/u11"]),
    );
  });

  it("shows 5 threads on a tablet and 8 on a wide screen (SPEC 9)", async () => {
    stubScreenWidth(800);
    stub({ [PEOPLE]: ok(companionsResponse, manyPeople(10)) });
    const view = renderChat();
    const list = await screen.findByRole("list", { name: "People you have chatted with" });
    expect(within(list).getAllByRole("link")).toHaveLength(5);
    view.unmount();

    stubScreenWidth(1280);
    renderChat();
    const wide = await screen.findByRole("list", { name: "People you have chatted with" });
    expect(within(wide).getAllByRole("link")).toHaveLength(8);
    expect(screen.getByRole("button", { name: "Show all (10)" })).toBeInTheDocument();
  });

  it("searches every thread by name, case-insensitively, and says when nothing matches", async () => {
    stub({ [PEOPLE]: ok(companionsResponse, manyPeople(7)) });
    renderChat();
    await screen.findByRole("list", { name: "People you have chatted with" });
    const search = screen.getByRole("searchbox", { name: "Search people" });
    await userEvent.type(search, "member g");
    const list = screen.getByRole("list", { name: "People you have chatted with" });
    // "Member G" is the 7th thread, beyond the 3 of the preview.
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/chats/user/u6"]);
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "nobody");
    expect(screen.getByText("No people match “nobody”.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reset search" }));
    expect(search).toHaveValue("");
    expect(
      within(screen.getByRole("list", { name: "People you have chatted with" })).getAllByRole("link"),
    ).toHaveLength(3);
  });

  it("offers a way to find a companion when one has no conversations", async () => {
    stub();
    renderChat();
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a companion" })).toHaveAttribute("href", "/people");
  });

  it("keeps the tab in the URL and lists the groups with picture, Host tag, sender and unread count", async () => {
    stub({
      [PEOPLE]: ok(companionsResponse, [person()]),
      [GROUPS]: ok(myGroupsResponse, [
        group(),
        group({
          _id: "g2",
          groupName: "Shillong live music weekend",
          eventId: { _id: "e2", image: null },
          isHost: true,
          lastMessage: last({ content: "Tickets booked", fromMe: true, createdAt: "2026-01-01T00:00:00Z" }),
        }),
      ]),
      [UNREAD]: ok(unreadResponse, { total: 4, users: {}, groups: { g1: 4 } }),
    });
    const { router } = renderChat();
    await screen.findByRole("list", { name: "People you have chatted with" });
    await userEvent.click(screen.getByRole("tab", { name: "Groups · 4 new" }));
    expect(router.state.location.search).toBe("?tab=groups");

    const links = await linksLeadingTo("Your event groups", ["/chats/group/g1/e1", "/chats/group/g2/e2"]);
    expect(links[0]).toHaveTextContent("Meera: Who is bringing snacks?");
    expect(links[0]).toHaveTextContent("4 unread messages");
    expect(links[1]).toHaveTextContent("Host");
    expect(links[1]).toHaveTextContent("You: Tickets booked");
    expect(screen.getByRole("searchbox", { name: "Search groups" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "People" }));
    expect(router.state.location.search).toBe("");
  });

  it("opens on the groups tab from ?tab=groups and points to events when there are none", async () => {
    stub();
    renderChat("/chat?tab=groups");
    expect(await screen.findByRole("tab", { name: "Groups" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(/not in any event groups yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse events" })).toHaveAttribute("href", "/events");
  });

  it("shows a failed load in the red box with a way to try again", async () => {
    let answer = fail(500, "The database is not reachable.");
    stubApi({
      [PEOPLE]: () => answer.clone(),
      [GROUPS]: ok(myGroupsResponse, []),
      [PENDING]: ok(pendingResponse, { pendingRequests: [] }),
      [UNREAD]: ok(unreadResponse, noUnread),
    });
    renderChat();
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    answer = ok(companionsResponse, [person()]);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "People you have chatted with" })).toBeInTheDocument();
  });
});

describe("/chat in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the heading, tabs, requests, previews, times and counts in Hindi, and keeps what members typed", async () => {
    stub({
      [PENDING]: ok(pendingResponse, { pendingRequests: [pendingRequest()] }),
      [PEOPLE]: ok(companionsResponse, onMyWayAndPoll("शनिवार को चलोगे?")),
      [UNREAD]: ok(unreadResponse, { total: 2, users: { u3: 2 }, groups: {} }),
    });
    renderChat();
    expect(await screen.findByRole("heading", { level: 1, name: "चैट" })).toBeInTheDocument();
    expect(document.title).toMatch(/^चैट/);
    const requests = await screen.findByRole("list", { name: "आपके जवाब का इंतज़ार कर रही रिक्वेस्ट" });
    expect(within(requests).getByRole("link")).toHaveTextContent("Coorg coffee estate weekend से जुड़ना चाहते हैं");
    expect(screen.getByRole("heading", { name: "जुड़ने की रिक्वेस्ट" })).toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "जिनसे आपकी बात हुई है" });
    const links = within(list).getAllByRole("link");
    expect(links[0]).toHaveTextContent("आप: On my way");
    expect(links[0]).toHaveTextContent("5 मि");
    expect(links[1]).toHaveTextContent("RSVP पोल: शनिवार को चलोगे?");
    expect(await within(list).findByText(", 2 अनपढ़े मैसेज")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "लोग · 2 नए" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "ग्रुप" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "लोगों को खोजें" })).toBeInTheDocument();
  });

  it("says nothing matched, and what to do with no groups, in Hindi", async () => {
    stub({ [PEOPLE]: ok(companionsResponse, manyPeople(7)) });
    const view = renderChat();
    await screen.findByRole("list", { name: "जिनसे आपकी बात हुई है" });
    expect(screen.getByRole("button", { name: "सभी दिखाएँ (7)" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "लोगों को खोजें" }), "nobody");
    expect(screen.getByText("“nobody” नाम का कोई व्यक्ति नहीं मिला।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "खोज हटाएँ" })).toBeInTheDocument();
    view.unmount();

    stub();
    renderChat("/chat?tab=groups");
    expect(await screen.findByText(/आप अभी किसी इवेंट ग्रुप में नहीं हैं/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "इवेंट देखें" })).toHaveAttribute("href", "/events");
  });

  it("says the server's failure by its code in Hindi, with the retry", async () => {
    stub({
      [PEOPLE]: () =>
        HttpResponse.json(
          { success: false, message: "The database is not reachable.", code: "databaseUnavailable" },
          { status: 503 },
        ),
    });
    renderChat();
    expect(await screen.findByRole("alert")).toHaveTextContent("अभी सर्वर से जुड़ नहीं पा रहे हैं।");
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });
});
