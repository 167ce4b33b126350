import { performance } from "node:perf_hooks";
import type { RealtimeEvent } from "../../platform/realtime-events";

// What this process heard on the bus lately, so that a socket going live can tell its page how long
// nothing was pushed for its member (the ready frame's quietMs, ADR 0068). A page reads its screen
// before its socket is live; a read sent before the server began pushing could have missed a push,
// so the page read everything again once live: on a phone, the list or the experience twice on most
// full loads. A read sent within the quiet time before "ready" missed nothing, and is not read again.
//
// Only durations are told, each measured on one clock (this process's), so no two machines' clocks
// are compared: the page counts back from when "ready" arrived, which is after the server said it.
// Whom an event concerns is judged generously (a group's event for any member of it, a read mark for
// both members of the thread): too generous only makes the page read again, as it did before.

/** How far back the process remembers: a read sent earlier than this before "ready" is read again. */
export const QUIET_WINDOW_MS = 120_000;

/** At most this many members, groups and events are remembered; past it, the least recent go. */
export const RECENT_EVENTS_CAPACITY = 20_000;

/** The groups a member belongs to now, with their events (asked only when an event needs it). */
export type Memberships = () => Promise<{ groupId: string; eventId: string }[]>;

const userKey = (id: string) => `u:${id}`;
const groupKey = (id: string) => `g:${id}`;
const eventKey = (id: string) => `e:${id}`;

/**
 * Whom an event can reach, as keys: a member (`u:`), or whoever belongs to a group (`g:` by group,
 * `e:` by its event). None for what pushes nothing to a page.
 */
function reach(event: RealtimeEvent): string[] {
  switch (event.type) {
    case "direct-message":
      return [userKey(event.message.senderId), userKey(event.message.recipientId)];
    case "group-message":
    case "group-pinned":
      return [groupKey(event.groupId)];
    case "message-reactions":
    case "message-removed":
    case "message-restored":
      return event.thread.kind === "group"
        ? [groupKey(event.thread.groupId)]
        : event.thread.memberIds.map(userKey);
    case "thread-read":
      return event.thread.kind === "group"
        ? [groupKey(event.thread.id)]
        : [userKey(event.readerId), userKey(event.thread.id)];
    case "notification":
      return [userKey(event.userId)];
    case "event-changed":
    case "expenses-changed":
      return [eventKey(event.eventId)];
    // Not pushes to a page: a ban or a sign-out closes the socket, pictures leave a cache.
    case "user-banned":
    case "session-ended":
    case "images-deleted":
      return [];
  }
}

export function recentEvents(options: { now?: () => number; windowMs?: number; capacity?: number } = {}) {
  const now = options.now ?? (() => performance.now());
  const windowMs = options.windowMs ?? QUIET_WINDOW_MS;
  const capacity = options.capacity ?? RECENT_EVENTS_CAPACITY;
  // When each member, group and event was last reached, least recent first (a key heard again moves
  // to the end). Before `heardSince`, this process heard nothing (it had not started) or forgot what
  // it heard (more keys than `capacity`).
  const last = new Map<string, number>();
  let heardSince = now();
  // The newest event of a group (by group or by event): the member's groups are read only if it is
  // newer than the newest event that reached them by name.
  let lastGroupEvent = Number.NEGATIVE_INFINITY;

  const forget = (key: string, at: number) => {
    last.delete(key);
    heardSince = Math.max(heardSince, at);
  };
  const forgetOld = (moment: number) => {
    for (const [key, at] of last) {
      if (at >= moment - windowMs) break;
      last.delete(key);
    }
  };

  return {
    /** Notes an event as this process hears it (before it is delivered to any socket). */
    heard(event: RealtimeEvent): void {
      const keys = reach(event);
      if (keys.length === 0) return;
      const at = now();
      for (const key of keys) {
        last.delete(key);
        last.set(key, at);
        if (!key.startsWith("u:")) lastGroupEvent = at;
      }
      forgetOld(at);
      for (const [key, keptAt] of last) {
        if (last.size <= capacity) break;
        forget(key, keptAt);
      }
    },

    /**
     * How long (ms) before now nothing was heard that could reach `userId`: since the newest such
     * event, else since as far back as this process can vouch for (the window, its start, or what it
     * had to forget). Call it once the member's socket is registered, so what comes after is pushed.
     */
    async quietFor(userId: string, memberships: Memberships): Promise<number> {
      const moment = now();
      forgetOld(moment);
      const since = Math.max(heardSince, moment - windowMs);
      let latest = last.get(userKey(userId)) ?? Number.NEGATIVE_INFINITY;
      if (lastGroupEvent >= since && lastGroupEvent > latest) {
        for (const { groupId, eventId } of await memberships()) {
          latest = Math.max(
            latest,
            last.get(groupKey(groupId)) ?? latest,
            last.get(eventKey(eventId)) ?? latest,
          );
        }
      }
      // What was heard while the groups were read reached the socket too: it counts from now.
      return Math.max(0, moment - Math.max(latest, since));
    },
  };
}

export type RecentEvents = ReturnType<typeof recentEvents>;
