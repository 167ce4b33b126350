import type { ReplyTo } from "@shared/contracts/message-extras";
import type { MessageRemovedFrame, MessageRestoredFrame } from "@shared/contracts/realtime";
import type { QueryClient } from "@tanstack/react-query";
import { chatKeys, companionKeys } from "./keys";
import { messageThreadKey } from "./thread-cache";

// An admin removed a reported message (issue 28 item 6): every open thread of its conversation shows
// it as the server now answers it, at once - no words, no photo, no reactions, "removed" in its
// place - and quotes of it read as removed, without reading the thread again.

type Held = {
  _id: string;
  content: string;
  image?: string | null;
  removed?: boolean;
  reactions?: unknown[];
  replyTo?: ReplyTo | null;
};

function removedIn<T extends Held>(held: readonly T[], messageId: string): T[] | null {
  let changed = false;
  const next = held.map((m) => {
    if (m._id === messageId) {
      changed = true;
      return { ...m, content: "", image: null, removed: true, reactions: [] };
    }
    if (m.replyTo?._id === messageId) {
      changed = true;
      return { ...m, replyTo: { ...m.replyTo, snippet: "", photo: false } };
    }
    return m;
  });
  return changed ? next : null;
}

export function applyRemovedFrame(queryClient: QueryClient, frame: MessageRemovedFrame, me: string | null) {
  const key = messageThreadKey(frame.thread, me);
  if (!key) return;
  // A read on its way may answer what was there before the removal: it is asked again.
  if (queryClient.getQueryState(key)?.fetchStatus === "fetching")
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<Held[]>(key, (held) => (held && removedIn(held, frame.messageId)) ?? held);
  // The chat list's line may have been its words.
  void queryClient.invalidateQueries({
    queryKey: frame.thread.kind === "group" ? chatKeys.groups : companionKeys.all,
  });
}

/**
 * An admin took a removal back within its window (issue 41 item 5): the thread, its pin and the chat
 * list are read again (the frame carries no words: each member reads what they may).
 */
export function applyRestoredFrame(queryClient: QueryClient, frame: MessageRestoredFrame, me: string | null) {
  const key = messageThreadKey(frame.thread, me);
  if (key) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  if (frame.thread.kind === "group")
    void queryClient.invalidateQueries({ queryKey: chatKeys.pinned(frame.thread.eventId) });
  void queryClient.invalidateQueries({
    queryKey: frame.thread.kind === "group" ? chatKeys.groups : companionKeys.all,
  });
}
