import type { PinnedMessage } from "@shared/contracts/chat-thread";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { chatKeys } from "./keys";
import { applyPinned } from "./seen-pin-cache";

const PINNED: PinnedMessage = {
  _id: "m1",
  senderId: { _id: "host", name: "Aarav Sharma", avatar: null },
  content: "Bus at 6 from the stand",
  photo: false,
  createdAt: "2026-11-20T10:00:00.000Z",
};

type Held = { pinned: PinnedMessage | null };

describe("applyPinned", () => {
  it("keeps a pin pushed while the screen's first read of it is still on its way", async () => {
    const client = new QueryClient();
    const key = chatKeys.pinned("e1");
    let answer: (value: Held) => void = () => {};
    // The read left before the pin was made: the server answers that nothing is pinned.
    const read = client.fetchQuery<Held>({
      queryKey: key,
      queryFn: () => new Promise<Held>((resolve) => (answer = resolve)),
    });
    applyPinned(client, { type: "group-pinned", groupId: "g1", eventId: "e1", pinned: PINNED });
    answer({ pinned: null });
    await read.catch(() => {});
    expect(client.getQueryData<Held>(key)).toEqual({ pinned: PINNED });
    expect(client.getQueryState(key)?.fetchStatus).toBe("idle");
  });

  it("replaces the pin held, and takes it down when the frame says none", () => {
    const client = new QueryClient();
    const key = chatKeys.pinned("e1");
    client.setQueryData<Held>(key, { pinned: PINNED });
    applyPinned(client, { type: "group-pinned", groupId: "g1", eventId: "e1", pinned: null });
    expect(client.getQueryData<Held>(key)).toEqual({ pinned: null });
  });
});
