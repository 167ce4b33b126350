import type { Unread } from "@shared/contracts/chat";
import type { AppNotification, Notifications } from "@shared/contracts/notifications";
import type { QueryClient } from "@tanstack/react-query";
import { notificationKeys, unreadKeys } from "./keys";

// Local writes to the unread counts and the bell's list, mirroring what the server would answer
// (src/server/features/inbox): a thread with no unread message is left out of the counts, and the
// list holds one "new message" item per unread thread, newest first, 30 at most.

export type ThreadRef = { kind: "user" | "group"; id: string };

const LIST_SIZE = 30;

/** The bell's item for a thread's unread messages (the server's `user:{id}` / `group:{id}`). */
export const threadItemId = (thread: ThreadRef) => `${thread.kind}:${thread.id}`;

const bucket = (thread: ThreadRef) => (thread.kind === "user" ? "users" : "groups");

export function threadUnread(unread: Unread, thread: ThreadRef): number {
  return unread[bucket(thread)][thread.id] ?? 0;
}

/** The counts with one thread's set to `count`; the total follows. */
export function withThreadCount(unread: Unread, thread: ThreadRef, count: number): Unread {
  const next: Unread = { ...unread, users: { ...unread.users }, groups: { ...unread.groups } };
  if (count > 0) next[bucket(thread)][thread.id] = count;
  else delete next[bucket(thread)][thread.id];
  next.total =
    Object.values(next.users).reduce((a, b) => a + b, 0) +
    Object.values(next.groups).reduce((a, b) => a + b, 0);
  return next;
}

const listOf = (items: AppNotification[]): Notifications => {
  const kept = items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LIST_SIZE);
  return { unread: kept.filter((item) => !item.read).length, items: kept };
};

/** Adds an item to the list or replaces the one with its id; the unseen count follows. */
export function withNotification(list: Notifications, item: AppNotification): Notifications {
  return listOf([item, ...list.items.filter((held) => held._id !== item._id)]);
}

export function withoutNotification(list: Notifications, id: string): Notifications {
  if (!list.items.some((item) => item._id === id)) return list;
  return listOf(list.items.filter((item) => item._id !== id));
}

/**
 * A thread was read (its mark-read answered, or one's own message went to it, which marks it read
 * on the server): the counts become the answer, or this thread's drops to none, and the bell's
 * item for it goes.
 */
export function threadWasRead(queryClient: QueryClient, thread: ThreadRef, answer?: Unread): void {
  if (answer) queryClient.setQueryData<Unread>(unreadKeys.all, answer);
  else queryClient.setQueryData<Unread>(unreadKeys.all, (held) => held && withThreadCount(held, thread, 0));
  queryClient.setQueryData<Notifications>(
    notificationKeys.all,
    (held) => held && withoutNotification(held, threadItemId(thread)),
  );
}
