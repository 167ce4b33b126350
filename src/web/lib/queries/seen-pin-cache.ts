import type { PinnedMessage, SeenBy } from "@shared/contracts/chat-thread";
import type { GroupPinnedFrame, SeenFrame } from "@shared/contracts/realtime";
import type { QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./keys";

// Pushes about what a thread shows beside its messages (issue 28 items 3 and 4), written into their
// caches without a request: a reader's mark moves in place; the pinned message is replaced.

/** A member read a thread further: their mark moves on (never back). A reader the list does not
 * hold yet (they joined, or turned read receipts on) is read with the list again. */
export function applySeen(queryClient: QueryClient, frame: SeenFrame): void {
  const key = chatKeys.seen(frame.thread.kind, frame.thread.id);
  const held = queryClient.getQueryData<SeenBy>(key);
  if (!held) return;
  const reader = held.readers.find((r) => r._id === frame.readerId);
  if (!reader) {
    if (held.receipts) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  if (Date.parse(reader.readAt) >= Date.parse(frame.readAt)) return;
  queryClient.setQueryData<SeenBy>(key, {
    ...held,
    readers: held.readers.map((r) => (r._id === frame.readerId ? { ...r, readAt: frame.readAt } : r)),
  });
}

/** The pin changed: the frame is the pinned message as it is now. A read of it still in flight
 * (the screen has just opened) began before this change, so it is cancelled: its answer would put
 * the old pin back. Written first, the frame's pin is what the cancelled read reverts to. */
export function applyPinned(queryClient: QueryClient, frame: GroupPinnedFrame): void {
  const key = chatKeys.pinned(frame.eventId);
  queryClient.setQueryData<{ pinned: PinnedMessage | null }>(key, { pinned: frame.pinned });
  void queryClient.cancelQueries({ queryKey: key, exact: true });
}
