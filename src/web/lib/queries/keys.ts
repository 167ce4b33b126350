// Query keys of the caches that pushes write into. They live apart from the query functions so the
// frame -> cache code (lib/realtime-cache.ts) and the bench that runs it in Node need neither the
// browser nor the fetch layer.

export const unreadKeys = {
  all: ["chat", "unread"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
};

export const companionKeys = {
  all: ["message", "companions"] as const,
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
};
