import type { GroupMessage } from "@shared/contracts/chat";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyFrame } from "../realtime-cache";
import { chatKeys } from "./keys";
import { toggledReactions } from "./reactions-cache";

const message = (id: string): GroupMessage => ({
  _id: id,
  senderId: { _id: "u2", name: "Riya", avatar: null },
  content: "Trip on!",
  createdAt: "2026-11-20T10:00:00.000Z",
  clientId: null,
  reactions: [],
});

const ctx = (me: string) => ({ me, isViewing: () => true });

describe("reactions in the thread cache", () => {
  it("writes a pushed group frame into the thread, telling the member's own", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.group("e1"), [message("m1"), message("m2")]);
    applyFrame(
      client,
      {
        type: "message-reactions",
        messageId: "m2",
        thread: { kind: "group", groupId: "g1", eventId: "e1" },
        reactions: [{ reaction: "🎉", userIds: ["u2", "me"], names: ["Riya", "Aarav"] }],
      },
      ctx("me"),
    );
    const held = client.getQueryData<GroupMessage[]>(chatKeys.group("e1"))!;
    expect(held[0]!.reactions).toEqual([]);
    expect(held[1]!.reactions).toEqual([{ reaction: "🎉", count: 2, mine: true, names: ["Riya", "Aarav"] }]);
  });

  it("finds a direct frame's thread by the other member, and ignores one not about the member", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.direct("u2"), [message("m1")]);
    const frame = {
      type: "message-reactions" as const,
      messageId: "m1",
      thread: { kind: "direct" as const, memberIds: ["u2", "me"] as [string, string] },
      reactions: [{ reaction: "👍", userIds: ["u2"], names: ["Riya"] }],
    };
    applyFrame(client, frame, ctx("me"));
    expect(client.getQueryData<GroupMessage[]>(chatKeys.direct("u2"))![0]!.reactions).toEqual([
      { reaction: "👍", count: 1, mine: false, names: ["Riya"] },
    ]);
    // A frame of two other members changes nothing here.
    applyFrame(client, { ...frame, thread: { kind: "direct", memberIds: ["u2", "u3"] } }, ctx("me"));
    expect(client.getQueryData<GroupMessage[]>(chatKeys.direct("u3"))).toBeUndefined();
  });

  it("puts one's reaction on and takes it off before the server answers", () => {
    const one = [{ reaction: "👍", count: 1, mine: false, names: ["Riya"] }];
    const on = toggledReactions(one, "👍", true, "Aarav");
    expect(on).toEqual([{ reaction: "👍", count: 2, mine: true, names: ["Riya", "Aarav"] }]);
    expect(toggledReactions(on, "👍", true, "Aarav")).toEqual(on);
    expect(toggledReactions(on, "👍", false, "Aarav")).toEqual([
      { reaction: "👍", count: 1, mine: false, names: ["Riya"] },
    ]);
    expect(toggledReactions([], "🙏", true, "Aarav")).toEqual([
      { reaction: "🙏", count: 1, mine: true, names: ["Aarav"] },
    ]);
    expect(
      toggledReactions([{ reaction: "🙏", count: 1, mine: true, names: ["Aarav"] }], "🙏", false, "Aarav"),
    ).toEqual([]);
  });
});
