import type { ChatGroup, Companion, DirectMessage, GroupMessage, Unread } from "@shared/contracts/chat";
import type { Notifications } from "@shared/contracts/notifications";
import type { ServerFrame } from "@shared/contracts/realtime";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatKeys, companionKeys, type NewestCompanions, notificationKeys, unreadKeys } from "./queries/keys";
import { applyFrame, type FrameContext } from "./realtime-cache";

const ME = "me";
const notViewing: FrameContext = { me: ME, isViewing: () => false };

const groupRow: ChatGroup = {
  _id: "g1",
  groupName: "Sunset trek",
  eventId: { _id: "e1", image: null },
  isHost: false,
  lastMessage: { content: "old", createdAt: "2026-11-22T09:00:00.000Z", fromMe: false, senderName: "Asha" },
};
const otherGroup: ChatGroup = {
  ...groupRow,
  _id: "g2",
  groupName: "Chai walk",
  eventId: { _id: "e2", image: null },
};

const groupFrame = (id: string, at: string, senderId = "asha"): ServerFrame => ({
  type: "group-message",
  groupId: "g1",
  eventId: "e1",
  group: { groupName: "Sunset trek", image: null, hostId: "host" },
  message: {
    _id: id,
    senderId: { _id: senderId, name: "Asha", avatar: null },
    content: `hi ${id}`,
    createdAt: at,
  },
});

const person = (id: string, name: string) => ({ _id: id, name, avatar: null, location: "Pune, India" });
const directFrame = (id: string, at: string, fromMe = false): ServerFrame => ({
  type: "direct-message",
  message: {
    _id: id,
    senderId: fromMe ? ME : "kabir",
    recipientId: fromMe ? "kabir" : ME,
    content: `yo ${id}`,
    createdAt: at,
  },
  sender: fromMe ? person(ME, "Me") : person("kabir", "Kabir"),
  recipient: fromMe ? person("kabir", "Kabir") : person(ME, "Me"),
});

const emptyUnread: Unread = { total: 0, users: {}, groups: {} };
const emptyList: Notifications = { unread: 0, items: [] };

/**
 * A cache like a member's on the chat list: list, counts and notifications loaded and observed
 * (as mounted screens do), each query counting the fetches it makes.
 */
async function memberCache(seed: {
  groups?: ChatGroup[];
  companions?: Companion[];
  newest?: NewestCompanions;
  unread?: Unread;
  notifications?: Notifications;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const fetches = vi.fn();
  const observe = async (queryKey: readonly unknown[], data: unknown) => {
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        fetches(queryKey);
        return data;
      },
    });
    observer.subscribe(() => {});
    await queryClient.fetchQuery({ queryKey, queryFn: async () => data });
  };
  await observe(chatKeys.groups, seed.groups ?? []);
  await observe(companionKeys.all, seed.companions ?? []);
  if (seed.newest) await observe(companionKeys.newest, seed.newest);
  await observe(unreadKeys.all, seed.unread ?? emptyUnread);
  await observe(notificationKeys.all, seed.notifications ?? emptyList);
  fetches.mockClear();
  return { queryClient, fetches };
}

afterEach(() => vi.restoreAllMocks());

describe("a pushed group message, for a member not reading the group", () => {
  it("updates the thread, the list row, the counts and the bell without a request", async () => {
    const { queryClient, fetches } = await memberCache({
      groups: [otherGroup, groupRow],
      unread: { total: 1, users: { kabir: 1 }, groups: {} },
    });
    const held: GroupMessage[] = [];
    queryClient.setQueryData(chatKeys.group("e1"), held);

    applyFrame(queryClient, groupFrame("m1", "2026-11-22T10:00:00.000Z"), notViewing);
    applyFrame(queryClient, groupFrame("m2", "2026-11-22T10:01:00.000Z"), notViewing);

    expect(queryClient.getQueryData<GroupMessage[]>(chatKeys.group("e1"))?.map((m) => m._id)).toEqual([
      "m1",
      "m2",
    ]);
    const groups = queryClient.getQueryData<ChatGroup[]>(chatKeys.groups)!;
    expect(groups.map((g) => g._id)).toEqual(["g1", "g2"]);
    expect(groups[0]!.lastMessage).toEqual({
      content: "hi m2",
      createdAt: "2026-11-22T10:01:00.000Z",
      fromMe: false,
      senderName: "Asha",
    });
    expect(queryClient.getQueryData(unreadKeys.all)).toEqual({
      total: 3,
      users: { kabir: 1 },
      groups: { g1: 2 },
    });
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual({
      unread: 1,
      items: [
        {
          _id: "group:g1",
          kind: "new_message",
          text: "2 new messages in Sunset trek",
          link: "/chats/group/g1/e1",
          createdAt: "2026-11-22T10:01:00.000Z",
          read: false,
        },
      ],
    });
    // Let any request a frame might have started begin.
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalled();
    expect(queryClient.isFetching()).toBe(0);
  });

  it("counts a frame delivered twice once, and adds a group the list did not hold yet", async () => {
    const { queryClient, fetches } = await memberCache({ groups: [otherGroup] });
    const frame = groupFrame("m1", "2026-11-22T10:00:00.000Z");
    applyFrame(queryClient, frame, notViewing);
    applyFrame(queryClient, frame, notViewing);
    expect(queryClient.getQueryData<Unread>(unreadKeys.all)?.groups).toEqual({ g1: 1 });
    expect(queryClient.getQueryData<ChatGroup[]>(chatKeys.groups)?.[0]).toMatchObject({
      _id: "g1",
      groupName: "Sunset trek",
      eventId: { _id: "e1", image: null },
      isHost: false,
    });
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalled();
  });

  it("leaves the counts to the mark-read call when the member is reading the group", async () => {
    const { queryClient, fetches } = await memberCache({ groups: [groupRow] });
    const viewing: FrameContext = { me: ME, isViewing: (key) => key.join() === chatKeys.group("e1").join() };
    applyFrame(queryClient, groupFrame("m1", "2026-11-22T10:00:00.000Z"), viewing);
    expect(queryClient.getQueryData(unreadKeys.all)).toEqual(emptyUnread);
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual(emptyList);
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalled();
  });

  it("asks again when a count is on its way, as that answer may predate the message", async () => {
    const { queryClient, fetches } = await memberCache({ groups: [groupRow] });
    void queryClient.refetchQueries({ queryKey: unreadKeys.all });
    fetches.mockClear();
    applyFrame(queryClient, groupFrame("m1", "2026-11-22T10:00:00.000Z"), notViewing);
    await waitFor(() => expect(fetches).toHaveBeenCalledWith(unreadKeys.all));
  });
});

describe("one's own message (from this tab or another)", () => {
  it("clears the thread's count and bell item, as sending marks it read", async () => {
    const { queryClient, fetches } = await memberCache({
      unread: { total: 3, users: { kabir: 2 }, groups: { g1: 1 } },
      notifications: {
        unread: 1,
        items: [
          {
            _id: "user:kabir",
            kind: "new_message",
            text: "2 new messages from Kabir",
            link: "/chats/user/kabir",
            createdAt: "2026-11-22T09:00:00.000Z",
            read: false,
          },
        ],
      },
    });
    applyFrame(queryClient, directFrame("d1", "2026-11-22T10:00:00.000Z", true), notViewing);
    expect(queryClient.getQueryData(unreadKeys.all)).toEqual({ total: 1, users: {}, groups: { g1: 1 } });
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual(emptyList);
    expect(queryClient.getQueryData<Companion[]>(companionKeys.all)).toEqual([
      {
        ...person("kabir", "Kabir"),
        deleted: false,
        lastMessage: {
          content: "yo d1",
          createdAt: "2026-11-22T10:00:00.000Z",
          fromMe: true,
          senderName: "You",
        },
      },
    ]);
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalled();
  });
});

describe("a pushed direct message", () => {
  it("puts the sender first in the people list and counts it, without a request", async () => {
    const older: Companion = {
      ...person("asha", "Asha"),
      deleted: false,
      lastMessage: { content: "bye", createdAt: "2026-11-22T08:00:00.000Z", fromMe: true, senderName: "You" },
    };
    const { queryClient, fetches } = await memberCache({ companions: [older] });
    applyFrame(queryClient, directFrame("d1", "2026-11-22T10:00:00.000Z"), notViewing);
    const people = queryClient.getQueryData<Companion[]>(companionKeys.all)!;
    expect(people.map((p) => p._id)).toEqual(["kabir", "asha"]);
    expect(people[0]!.lastMessage).toMatchObject({ fromMe: false, senderName: "Kabir" });
    expect(queryClient.getQueryData(unreadKeys.all)).toEqual({ total: 1, users: { kabir: 1 }, groups: {} });
    expect(queryClient.getQueryData<Notifications>(notificationKeys.all)?.items[0]).toMatchObject({
      _id: "user:kabir",
      text: "New message from Kabir",
      link: "/chats/user/kabir",
    });
    // The thread's cache, not held, is left for its screen to load.
    expect(queryClient.getQueryData<DirectMessage[]>(chatKeys.direct("kabir"))).toBeUndefined();
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalled();
  });
});

describe("a pushed notification", () => {
  it("joins the list first, once, and raises the unseen count", async () => {
    const seen = {
      _id: "n0",
      kind: "event_approved" as const,
      text: "Trek is approved and now listed",
      link: "/listing/myevent/detail/e0",
      createdAt: "2026-11-22T08:00:00.000Z",
      read: true,
    };
    const { queryClient, fetches } = await memberCache({ notifications: { unread: 0, items: [seen] } });
    const notification = {
      _id: "n1",
      kind: "request_received" as const,
      text: "Kabir asked to join Trek",
      link: "/request/e0/kabir",
      createdAt: "2026-11-22T10:00:00.000Z",
      read: false,
    };
    applyFrame(queryClient, { type: "notification", notification }, notViewing);
    applyFrame(queryClient, { type: "notification", notification }, notViewing);
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual({
      unread: 1,
      items: [notification, seen],
    });
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalledWith(notificationKeys.all);
  });
});

// ADR 0058: /chat holds the newest few conversations and the whole list's count.
describe("a pushed direct message, for a member on the chat list's first screenful", () => {
  const row = (id: string, name: string, at: string): Companion => ({
    ...person(id, name),
    deleted: false,
    lastMessage: { content: "earlier", createdAt: at, fromMe: false, senderName: name },
  });

  it("moves a conversation it holds to the top without a request", async () => {
    const newest = {
      items: [
        row("asha", "Asha", "2026-11-22T09:30:00.000Z"),
        row("kabir", "Kabir", "2026-11-22T09:00:00.000Z"),
      ],
      total: 40,
    };
    const { queryClient, fetches } = await memberCache({ newest });
    applyFrame(queryClient, directFrame("d1", "2026-11-22T10:00:00.000Z"), notViewing);
    const held = queryClient.getQueryData<NewestCompanions>(companionKeys.newest)!;
    expect(held.items.map((r) => [r._id, r.lastMessage?.content])).toEqual([
      ["kabir", "yo d1"],
      ["asha", "earlier"],
    ]);
    expect(held.total).toBe(40);
    await Promise.resolve();
    expect(fetches).not.toHaveBeenCalled();
  });

  it("reads the screenful again for a conversation it does not hold (older, or new to the count)", async () => {
    const { queryClient, fetches } = await memberCache({
      newest: { items: [row("asha", "Asha", "2026-11-22T09:30:00.000Z")], total: 1 },
    });
    applyFrame(queryClient, directFrame("d1", "2026-11-22T10:00:00.000Z"), notViewing);
    await waitFor(() => expect(fetches).toHaveBeenCalledWith(companionKeys.newest));
  });
});
