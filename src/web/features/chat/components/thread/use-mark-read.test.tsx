import type { Notifications } from "@shared/contracts/notifications";
import { readThread } from "@shared/endpoints/inbox";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationKeys, unreadKeys } from "../../../../lib/queries/keys";
import { createQueryClient } from "../../../../lib/query-client";
import { answer, keyOf, ok, recordCalls } from "../../../../test/api-stub";
import { MARK_READ_INTERVAL_MS, useMarkThreadRead } from "./use-mark-read";

const item = (id: string) => ({
  _id: id,
  kind: "new_message" as const,
  text: "New message in Sunset trek",
  link: "/chats/group/g1/e1",
  createdAt: "2026-11-22T10:00:00.000Z",
  read: false,
});

afterEach(() => vi.useRealTimers());

describe("reading a busy thread", () => {
  it("marks it read at most once a second, the last read included, and updates the caches locally", async () => {
    answer({
      [keyOf(readThread, { kind: "group", id: "g1" })]: () =>
        ok(readThread, { total: 1, users: { u2: 1 }, groups: {} }),
    });
    const calls = recordCalls();
    const queryClient = createQueryClient();
    queryClient.setQueryData(unreadKeys.all, { total: 4, users: { u2: 1 }, groups: { g1: 3 } });
    queryClient.setQueryData<Notifications>(notificationKeys.all, {
      unread: 2,
      items: [item("group:g1"), item("user:u2")],
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const marks = () => calls.filter((c) => c.method === "POST" && c.url === "/api/chat/read/group/g1");

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { rerender } = renderHook(({ newest }) => useMarkThreadRead("group", "g1", newest), {
      wrapper,
      initialProps: { newest: "m1" },
    });
    await waitFor(() => expect(marks()).toHaveLength(1));
    // Three more messages arrive within the second: one trailing call covers them.
    for (const newest of ["m2", "m3", "m4"]) rerender({ newest });
    await vi.advanceTimersByTimeAsync(MARK_READ_INTERVAL_MS / 2);
    expect(marks()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MARK_READ_INTERVAL_MS / 2);
    await waitFor(() => expect(marks()).toHaveLength(2));

    // The answer is the counts; the bell loses the thread's item without being fetched again.
    await waitFor(() =>
      expect(queryClient.getQueryData(unreadKeys.all)).toEqual({ total: 1, users: { u2: 1 }, groups: {} }),
    );
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual({ unread: 1, items: [item("user:u2")] });
    expect(calls.filter((c) => c.method === "GET")).toEqual([]);
  });

  it("sends a waiting mark when the thread closes, so the last read is recorded", async () => {
    answer({
      [keyOf(readThread, { kind: "group", id: "g1" })]: () =>
        ok(readThread, { total: 0, users: {}, groups: {} }),
    });
    const calls = recordCalls();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const marks = () => calls.filter((c) => c.method === "POST" && c.url === "/api/chat/read/group/g1");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { rerender, unmount } = renderHook(({ newest }) => useMarkThreadRead("group", "g1", newest), {
      wrapper,
      initialProps: { newest: "m1" },
    });
    await waitFor(() => expect(marks()).toHaveLength(1));
    rerender({ newest: "m2" });
    unmount();
    await waitFor(() => expect(marks()).toHaveLength(2));
  });
});
