import type { GroupMessage } from "@shared/contracts/chat";
import type { Reader } from "@shared/contracts/chat-thread";
import { useCallback, useMemo } from "react";
import type { PendingMessage } from "../../outbox/use-outbox";
import { PendingStatus } from "./pending-status";
import { SeenByButton, SeenMark, seenLabels } from "./seen-by";
import type { RenderStatus, ThreadMessage } from "./types";

/** A stored message of either thread (a conversation's or a group's): all but its sender's shape. */
type StoredMessage = Omit<GroupMessage, "senderId">;

/**
 * The thread as shown: its stored messages (`who` says whose each is), then those still in the
 * outbox (in the order written, sent by `me`), each once: one the server stored already (its push
 * may come before the send's answer) is shown as stored, found by its client id.
 */
export function threadMessages<M extends StoredMessage>(
  stored: readonly M[] | undefined,
  who: (message: M) => Pick<ThreadMessage, "mine" | "sender">,
  pending: readonly PendingMessage[],
  me: ThreadMessage["sender"],
): ThreadMessage[] {
  const shown: ThreadMessage[] = (stored ?? []).map((m) => ({
    id: m._id,
    ...who(m),
    content: m.content,
    createdAt: m.createdAt,
    image: m.image ?? null,
    replyTo: m.replyTo ?? null,
    reactions: m.reactions ?? [],
    removed: m.removed ?? false,
  }));
  const storedClientIds = new Set((stored ?? []).flatMap((m) => (m.clientId ? [m.clientId] : [])));
  const waiting = pending.filter((p) => !storedClientIds.has(p.clientId));
  if (waiting.length === 0) return shown;
  return [
    ...shown,
    ...waiting.map((p) => ({
      id: p.clientId,
      mine: true,
      sender: me,
      content: p.content,
      createdAt: p.createdAt,
      pending: true,
    })),
  ];
}

/**
 * What shows under one's own messages: where an outbox message stands, and on stored ones who has
 * read them ("Seen by N" in a group the viewer hosts, "Seen" in a conversation; nothing without
 * readers, e.g. with read receipts off).
 */
export function useRenderStatus(opts: {
  messages: readonly ThreadMessage[];
  pending: readonly PendingMessage[];
  discard: (clientId: string) => void;
  readers: readonly Reader[] | undefined;
  mode: "group" | "direct";
}): RenderStatus {
  const { messages, pending, discard, readers, mode } = opts;
  const labels = useMemo(() => seenLabels(messages, readers ?? [], mode), [messages, readers, mode]);
  const byClientId = useMemo(() => new Map(pending.map((p) => [p.clientId, p])), [pending]);
  return useCallback(
    (message: ThreadMessage) => {
      if (message.pending) {
        const item = byClientId.get(message.id);
        return item ? <PendingStatus status={item.status} onDiscard={() => discard(item.clientId)} /> : null;
      }
      const who = labels.get(message.id);
      if (!who) return null;
      return mode === "group" ? <SeenByButton readers={who} /> : <SeenMark reader={who[0]!} />;
    },
    [byClientId, labels, discard, mode],
  );
}
