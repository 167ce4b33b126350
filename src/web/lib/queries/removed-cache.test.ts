import type { GroupMessage } from "@shared/contracts/chat";
import type { MessageRemovedFrame } from "@shared/contracts/realtime";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyFrame } from "../realtime-cache";
import { chatKeys, companionKeys } from "./keys";

const message = (id: string, more: Partial<GroupMessage> = {}): GroupMessage => ({
  _id: id,
  senderId: { _id: "u2", name: "Riya", avatar: null },
  content: `Words of ${id}`,
  createdAt: "2026-11-20T10:00:00.000Z",
  clientId: null,
  reactions: [],
  ...more,
});

const ctx = { me: "me", isViewing: () => true };

const removed = (messageId: string, thread: MessageRemovedFrame["thread"]): MessageRemovedFrame => ({
  type: "message-removed",
  messageId,
  thread,
});

describe("a message an admin removed, in the thread cache", () => {
  it("empties the message and the quotes of it, and leaves the rest as it was", () => {
    const client = new QueryClient();
    const photo = message("m1", {
      content: "Look",
      image: "/uploads/p.jpg",
      reactions: [{ reaction: "😮", count: 1, mine: true, names: ["Aarav"] }],
    });
    const reply = message("m2", {
      content: "What?",
      replyTo: { _id: "m1", senderName: "Riya", snippet: "Look", photo: true },
    });
    const other = message("m3");
    client.setQueryData(chatKeys.group("e1"), [photo, reply, other]);
    applyFrame(client, removed("m1", { kind: "group", groupId: "g1", eventId: "e1" }), ctx);
    const [gone, answer, untouched] = client.getQueryData<GroupMessage[]>(chatKeys.group("e1"))!;
    expect(gone).toMatchObject({ _id: "m1", content: "", image: null, removed: true, reactions: [] });
    expect(answer!.replyTo).toEqual({ _id: "m1", senderName: "Riya", snippet: "", photo: false });
    expect(answer!.content).toBe("What?");
    expect(untouched).toBe(other);
  });

  it("finds a direct conversation by the other member, reads the chat list again, ignores others'", async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.direct("u2"), [message("m1")]);
    client.setQueryData(companionKeys.all, []);
    applyFrame(client, removed("m1", { kind: "direct", memberIds: ["u2", "me"] }), ctx);
    expect(client.getQueryData<GroupMessage[]>(chatKeys.direct("u2"))![0]).toMatchObject({ removed: true });
    expect(client.getQueryState(companionKeys.all)?.isInvalidated).toBe(true);

    const theirs = new QueryClient();
    const held = [message("m1")];
    theirs.setQueryData(chatKeys.direct("u2"), held);
    applyFrame(theirs, removed("m1", { kind: "direct", memberIds: ["u2", "u3"] }), ctx);
    expect(theirs.getQueryData(chatKeys.direct("u2"))).toBe(held);
  });

  it("keeps the same list when the message is not loaded, so nothing re-renders", () => {
    const client = new QueryClient();
    const held = [message("m5")];
    client.setQueryData(chatKeys.group("e1"), held);
    applyFrame(client, removed("m1", { kind: "group", groupId: "g1", eventId: "e1" }), ctx);
    expect(client.getQueryData(chatKeys.group("e1"))).toBe(held);
  });
});
