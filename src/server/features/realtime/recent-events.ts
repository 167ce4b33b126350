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

/** At most this many events are remembered; when more came within the window, the oldest go. */
export const RECENT_EVENTS_CAPACITY = 20_000;

/** The groups a member belongs to now, with their events (asked only when an event needs it). */
export type Memberships = () => Promise<{ groupId: string; eventId: string }[]>;

type Heard = { at: number; event: RealtimeEvent };

/** Whom an event can reach: members by id, or whoever belongs to a group (by group or by event). */
function reach(event: RealtimeEvent): { users?: string[]; groupId?: string; eventId?: string } | null {
  switch (event.type) {
    case "direct-message":
      return { users: [event.message.senderId, event.message.recipientId] };
    case "group-message":
    case "group-pinned":
      return { groupId: event.groupId };
    case "message-reactions":
    case "message-removed":
    case "message-restored":
      return event.thread.kind === "group"
        ? { groupId: event.thread.groupId }
        : { users: event.thread.memberIds };
    case "thread-read":
      return event.thread.kind === "group"
        ? { groupId: event.thread.id }
        : { users: [event.readerId, event.thread.id] };
    case "notification":
      return { users: [event.userId] };
    case "event-changed":
    case "expenses-changed":
      return { eventId: event.eventId };
    // Not pushes to a page: a ban or a sign-out closes the socket, pictures leave a cache.
    case "user-banned":
    case "session-ended":
    case "images-deleted":
      return null;
  }
}

export function recentEvents(options: { now?: () => number; windowMs?: number; capacity?: number } = {}) {
  const now = options.now ?? (() => performance.now());
  const windowMs = options.windowMs ?? QUIET_WINDOW_MS;
  const capacity = options.capacity ?? RECENT_EVENTS_CAPACITY;
  // Oldest first. Before `heardSince`, this process heard nothing (it had not started) or forgot
  // what it heard (more than `capacity` events within the window).
  let heard: Heard[] = [];
  let heardSince = now();

  const forgetOld = (moment: number) => {
    const cutoff = moment - windowMs;
    const keep = heard.findIndex((entry) => entry.at >= cutoff);
    if (keep === -1) heard = [];
    else if (keep > 0) heard = heard.slice(keep);
  };

  return {
    /** Notes an event as this process hears it (before it is delivered to any socket). */
    heard(event: RealtimeEvent): void {
      if (reach(event) === null) return;
      const at = now();
      heard.push({ at, event });
      if (heard.length > capacity) {
        forgetOld(at);
        if (heard.length > capacity) {
          const dropped = heard.length - capacity;
          heardSince = Math.max(heardSince, (heard[dropped - 1] as Heard).at);
          heard = heard.slice(dropped);
        }
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
      // Its own array while the memberships are read: what is heard meanwhile is added to it (and
      // is pushed to the socket), and forgetting makes a new one, so the indexes here hold.
      const entries = heard;
      let groups: { groupIds: Set<string>; eventIds: Set<string> } | null = null;
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i] as Heard;
        const target = reach(entry.event);
        if (!target) continue;
        if (target.users?.includes(userId)) return moment - entry.at;
        if (target.groupId === undefined && target.eventId === undefined) continue;
        if (groups === null) {
          const rows = await memberships();
          groups = {
            groupIds: new Set(rows.map((row) => row.groupId)),
            eventIds: new Set(rows.map((row) => row.eventId)),
          };
        }
        if (target.groupId !== undefined && groups.groupIds.has(target.groupId)) return moment - entry.at;
        if (target.eventId !== undefined && groups.eventIds.has(target.eventId)) return moment - entry.at;
      }
      return Math.max(0, Math.min(windowMs, moment - heardSince));
    },
  };
}

export type RecentEvents = ReturnType<typeof recentEvents>;
