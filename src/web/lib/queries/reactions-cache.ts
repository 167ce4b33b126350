import type { ReactionSummary } from "@shared/contracts/message-extras";
import type { MessageReactionsFrame } from "@shared/contracts/realtime";
import type { QueryClient } from "@tanstack/react-query";
import { messageThreadKey } from "./thread-cache";

// A message's reactions in its thread's cache (issue 28 item 2): written by one's own reaction (at
// once, then as the server answered) and by the push that tells everyone in the conversation.

type WithReactions = { _id: string; reactions?: ReactionSummary[] };

/** Sets one message's reactions in the thread cached under `key`, if the message is there. */
export function setReactions(
  queryClient: QueryClient,
  key: readonly unknown[],
  messageId: string,
  reactions: ReactionSummary[],
): void {
  queryClient.setQueryData<WithReactions[]>(key, (held) =>
    held?.some((m) => m._id === messageId)
      ? held.map((m) => (m._id === messageId ? { ...m, reactions } : m))
      : held,
  );
}

/** A push of a message's reactions: each tells whether one is the member's own. */
export function applyReactionsFrame(
  queryClient: QueryClient,
  frame: MessageReactionsFrame,
  me: string | null,
) {
  const key = messageThreadKey(frame.thread, me);
  if (!key) return;
  setReactions(
    queryClient,
    key,
    frame.messageId,
    frame.reactions.map((r) => ({
      reaction: r.reaction,
      count: r.userIds.length,
      mine: me !== null && r.userIds.includes(me),
      names: r.names,
    })),
  );
}

/** One's own reaction put on or taken off, before the server answers. */
export function toggledReactions(
  held: readonly ReactionSummary[],
  reaction: string,
  on: boolean,
  myName: string,
): ReactionSummary[] {
  const current = held.find((r) => r.reaction === reaction);
  if (on) {
    if (current?.mine) return [...held];
    return current
      ? held.map((r) =>
          r === current ? { ...r, count: r.count + 1, mine: true, names: [...r.names, myName] } : r,
        )
      : [...held, { reaction, count: 1, mine: true, names: [myName] }];
  }
  if (!current?.mine) return [...held];
  if (current.count <= 1) return held.filter((r) => r !== current);
  return held.map((r) =>
    r === current
      ? {
          ...r,
          count: r.count - 1,
          mine: false,
          names: r.names.filter((_, i) => i !== r.names.lastIndexOf(myName)),
        }
      : r,
  );
}
