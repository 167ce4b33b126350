import { CLOSE_CODES, type MessageThread, type ServerFrame } from "../../../shared/contracts/realtime";
import type { Db } from "../../db/client";
import { localPresence, type Presence } from "../../platform/presence";
import type { RealtimeEvent } from "../../platform/realtime-events";
import { seenAudience } from "../chat/seen-by";
import { groupMemberIds, groupsOf } from "../groups/queries";
import { isBlockedPair } from "../safety/service";
import { activeUserIds } from "../users/service";
import { type RecentEvents, recentEvents } from "./recent-events";

// The sockets this process holds, by member, and the delivery of bus events to them. Every
// delivery asks the database who may receive it now, so a member who left a group, was removed,
// was blocked or was banned since gets nothing more.

export type Connection = {
  userId: string;
  sessionId: string;
  send(frame: ServerFrame): void;
  close(code: number, reason: string): void;
};

export type Hub = ReturnType<typeof createHub>;

export function createHub(
  db: Db,
  onError: (error: unknown) => void,
  presence: Presence = localPresence(),
  recent: RecentEvents = recentEvents(),
) {
  const byUser = new Map<string, Set<Connection>>();

  const add = (connection: Connection) => {
    const set = byUser.get(connection.userId) ?? new Set<Connection>();
    if (set.size === 0) presence.online(connection.userId);
    set.add(connection);
    byUser.set(connection.userId, set);
  };

  const remove = (connection: Connection) => {
    const set = byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) {
      byUser.delete(connection.userId);
      presence.offline(connection.userId);
    }
  };

  const sendTo = (userIds: Iterable<string>, frame: ServerFrame) => {
    for (const userId of userIds) for (const connection of byUser.get(userId) ?? []) connection.send(frame);
  };

  const closeWhere = (match: (c: Connection) => boolean, code: number, reason: string) => {
    for (const set of byUser.values())
      for (const connection of [...set]) if (match(connection)) connection.close(code, reason);
  };

  // Of the connected members among `candidates`, those still allowed (not banned).
  const activeAmong = async (candidates: string[]) => {
    const connected = candidates.filter((id) => byUser.has(id));
    if (connected.length === 0) return [];
    return activeUserIds({ db, userIds: connected });
  };
  // Current members of a group (by group or by event) who are connected here and not banned.
  const groupAudience = async (where: { groupId: string } | { eventId: string }) => {
    if (byUser.size === 0) return [];
    return activeAmong(await groupMemberIds({ db, ...where }));
  };
  // The two members of a conversation, unless either has blocked the other since.
  const directAudience = async (senderId: string, recipientId: string) => {
    const allowed = await activeAmong([senderId, recipientId]);
    if (allowed.length === 0) return [];
    return (await isBlockedPair({ db, userA: senderId, userB: recipientId })) ? [] : allowed;
  };
  // The members of a message's conversation, as the two above decide.
  const threadAudience = (thread: MessageThread) =>
    thread.kind === "group"
      ? groupAudience({ groupId: thread.groupId })
      : directAudience(...thread.memberIds);
  async function deliver(event: RealtimeEvent): Promise<void> {
    switch (event.type) {
      case "direct-message": {
        const { senderId, recipientId } = event.message;
        sendTo(await directAudience(senderId, recipientId), event);
        return;
      }
      case "group-message":
        sendTo(await groupAudience({ groupId: event.groupId }), event);
        return;
      case "message-reactions":
      case "message-removed":
      case "message-restored":
        sendTo(await threadAudience(event.thread), event);
        return;
      case "group-pinned":
        sendTo(await groupAudience({ groupId: event.groupId }), event);
        return;
      case "thread-read": {
        if (byUser.size === 0) return;
        // Chat decides who sees a member's read marks (both switches on, still in the group, no block).
        const audience = await seenAudience({ db, readerId: event.readerId, thread: event.thread });
        const thread =
          event.thread.kind === "user" ? { kind: "user" as const, id: event.readerId } : event.thread;
        sendTo(audience, { type: "seen", thread, readerId: event.readerId, readAt: event.readAt });
        return;
      }
      case "notification":
        sendTo(await activeAmong([event.userId]), { type: "notification", notification: event.notification });
        return;
      case "event-changed":
        sendTo(await groupAudience({ eventId: event.eventId }), {
          type: "event-changed",
          eventId: event.eventId,
        });
        return;
      case "expenses-changed":
        sendTo(await groupAudience({ eventId: event.eventId }), event);
        return;
      case "user-banned":
        closeWhere((c) => c.userId === event.userId, CLOSE_CODES.banned, "banned");
        return;
      case "session-ended":
        closeWhere((c) => c.sessionId === event.sessionId, CLOSE_CODES.sessionEnded, "signed out");
        return;
    }
  }

  return {
    add,
    remove,
    deliver: (event: RealtimeEvent) => {
      recent.heard(event);
      return deliver(event).catch(onError);
    },
    /**
     * How long (ms) nothing was heard here that could reach the member: a read their page sent
     * within that time before "ready" missed no push (recent-events.ts). Asked once their socket is
     * added; 0 when their groups cannot be read, so the page reads again as it would have.
     */
    quietFor: (userId: string): Promise<number> =>
      recent
        .quietFor(userId, () => groupsOf({ db, userId }))
        .catch((error: unknown) => {
          onError(error);
          return 0;
        }),
    closeAll: () => closeWhere(() => true, 1001, "server shutting down"),
    /** Whether the member has a socket open in any instance (see platform/presence.ts). */
    isConnected: (userId: string) => presence.isOnline(userId),
    openSockets: () => {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },
  };
}
