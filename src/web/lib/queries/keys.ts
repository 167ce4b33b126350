import type { Companion } from "@shared/contracts/chat";
// Query keys of the caches that pushes write into. They live apart from the query functions so the
// frame -> cache code (lib/realtime-cache.ts) and the bench that runs it in Node need neither the
// browser nor the fetch layer.

export const unreadKeys = {
  all: ["chat", "unread"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
};

/** What `companionKeys.newest` holds: the newest conversations and how many the list holds. */
export type NewestCompanions = { items: Companion[]; total: number };

export const companionKeys = {
  all: ["message", "companions"] as const,
  // The chat list's first screenful and the whole list's count (ADR 0058); under `all`, so whatever
  // invalidates the list invalidates it too.
  newest: ["message", "companions", "newest"] as const,
};

export const eventKeys = {
  all: ["events"] as const,
  list: <F>(filters: F) => ["events", "list", filters] as const,
  detail: (eventId: string) => ["events", "detail", eventId] as const,
  upcoming: ["events", "upcoming"] as const,
  created: ["events", "created"] as const,
};

export const chatKeys = {
  pending: ["message", "pending"] as const,
  direct: (userId: string) => ["message", "conversation", userId] as const,
  groups: ["group", "mine"] as const,
  group: (eventId: string) => ["group", "messages", eventId] as const,
  // Who has read a thread (a conversation by the other member's id, a group by its id) and a group's
  // pinned message (issue 28): under the threads' prefixes, so a reconnect reads them again too.
  seen: (kind: "user" | "group", id: string) =>
    (kind === "user" ? ["message", "seen", id] : ["group", "seen", id]) as readonly string[],
  pinned: (eventId: string) => ["group", "pinned", eventId] as const,
  // Whether the two members of a conversation have been on an experience together (issue 38 item 8).
  standing: (userId: string) => ["message", "standing", userId] as const,
};

// A group's costs (issue 28 item 7), by its event: under the group prefix, so a reconnect reads them
// again, and an "expenses-changed" frame refetches them.
export const expenseKeys = {
  costs: (eventId: string) => ["group", "costs", eventId] as const,
};
