import * as chat from "./endpoints/chat";
import * as chatThread from "./endpoints/chat-thread";
import type { EndpointDefinition } from "./endpoints/endpoint";
import * as events from "./endpoints/events";
import * as inbox from "./endpoints/inbox";
import * as matching from "./endpoints/matching";
import * as users from "./endpoints/users";

// What a member can still read offline (ADR 0016): the service worker (vite.config.ts) answers these
// GET calls network first and keeps the last answer; the web app empties that cache on sign-out and
// sign-in (src/web/lib/offline-cache.ts), because the answers are one member's own. The cache names
// are in offline-caches.ts.

/** The reads the member screens need to show the last-loaded events, chats and profile. */
export const OFFLINE_READS: readonly EndpointDefinition[] = [
  events.listEvents,
  events.eventDetail,
  events.upcomingEvents,
  events.createdEvents,
  matching.compatibility,
  chat.companions,
  chat.pendingRequests,
  chat.myGroups,
  chat.conversation,
  chat.groupMessages,
  // What stays at the top of a group (issue 28): its pinned message, e.g. the plan, with no signal.
  chatThread.pinnedMessage,
  inbox.unreadCounts,
  inbox.notifications,
  users.getUser,
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for a same-origin request URL (`https://host/api/events/abc?page=2`), as Workbox tests
 * a route's RegExp against the whole URL. Built from the endpoints, so a renamed path moves with them;
 * a `:param` stands for one path segment.
 */
export function offlineReadPattern(): RegExp {
  const paths = OFFLINE_READS.filter((e) => e.method === "GET").map((e) =>
    e.path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/?#]+" : literal(segment)))
      .join("/"),
  );
  return new RegExp(`^https?://[^/]+/api(?:${paths.join("|")})/?(?:\\?[^#]*)?$`);
}
