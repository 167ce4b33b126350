import type { DirectMessage } from "@shared/contracts/chat";
import { conversation } from "@shared/endpoints/chat";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { answer as answerApi, keyOf, ok, recordCalls } from "../../test/api-stub";
import { addToThread, chatKeys, mergeMessages, useConversation } from "./api";

const msg = (id: string, at: string, content = id): DirectMessage => ({
  _id: id,
  senderId: "a",
  recipientId: "b",
  content,
  createdAt: at,
});

describe("mergeMessages", () => {
  it("keeps time order and each id once, the newer copy winning", () => {
    const held = [msg("1", "2026-11-22T10:00:00.000Z"), msg("2", "2026-11-22T10:01:00.000Z")];
    const merged = mergeMessages(held, [
      msg("2", "2026-11-22T10:01:00.000Z", "2 again"),
      msg("4", "2026-11-22T10:03:00.000Z"),
      msg("3", "2026-11-22T10:02:00.000Z"),
    ]);
    expect(merged.map((m) => m.content)).toEqual(["1", "2 again", "3", "4"]);
    expect(mergeMessages(held, [])).toBe(held);
  });
});

describe("a thread while the socket is down", () => {
  it("polls every 3 s from just before its newest message and shows each message once", async () => {
    const first = [msg("1", "2026-11-22T10:00:00.000Z"), msg("2", "2026-11-22T10:00:30.000Z")];
    // The catch-up overlaps what is held, and brings one message sent while the socket was down.
    const catchUp = [msg("2", "2026-11-22T10:00:30.000Z"), msg("3", "2026-11-22T10:00:35.000Z")];
    const calls = recordCalls();
    answerApi({
      [keyOf(conversation, { userId: "b" })]: ({ request }) =>
        ok(conversation, new URL(request.url).searchParams.has("since") ? catchUp : first),
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useConversation("b"), { wrapper });
      await waitFor(() => expect(result.current.data?.map((m) => m._id)).toEqual(["1", "2"]));
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(result.current.data?.map((m) => m._id)).toEqual(["1", "2", "3"]));
      const urls = calls.map((call) => call.url);
      expect(urls[0]).toBe("/api/message/conversation/b");
      // Ten seconds before the newest held message.
      expect(decodeURIComponent(urls[1]!)).toBe("/api/message/conversation/b?since=2026-11-22T10:00:20.000Z");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a message pushed while the thread is being read", () => {
  // The server answers the read as it was before the message was stored; the push lands first.
  async function readWithPushMeanwhile(opts: { held: DirectMessage[] }) {
    const pushed = msg("9", "2026-11-22T10:05:00.000Z");
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = () => {};
    const reading = new Promise<void>((resolve) => {
      asked = resolve;
    });
    answerApi({
      [keyOf(conversation, { userId: "b" })]: async () => {
        asked();
        await answered;
        return ok(conversation, opts.held);
      },
    });
    const queryClient = createQueryClient();
    if (opts.held.length > 0) queryClient.setQueryData(chatKeys.direct("b"), opts.held);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useConversation("b"), { wrapper });
    await reading;
    addToThread(queryClient, chatKeys.direct("b"), pushed);
    answer();
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    return result.current.data?.map((m) => m._id);
  }

  it("keeps it when the thread's first read answers without it", async () => {
    expect(await readWithPushMeanwhile({ held: [] })).toEqual(["9"]);
  });

  it("keeps it when a catch-up read answers without it", async () => {
    const held = [msg("1", "2026-11-22T10:00:00.000Z")];
    expect(await readWithPushMeanwhile({ held })).toEqual(["1", "9"]);
  });
});
