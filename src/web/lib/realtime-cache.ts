import type { ChatGroup, Companion, LastMessage, Unread } from "@shared/contracts/chat";
import type { AppNotification, Notifications } from "@shared/contracts/notifications";
import type { DirectMessageFrame, GroupMessageFrame, ServerFrame } from "@shared/contracts/realtime";
import { MESSAGES, NOTIFICATION_MESSAGES, PHOTO_MESSAGES } from "@shared/texts";
import type { QueryClient } from "@tanstack/react-query";
import {
  type ThreadRef,
  threadItemId,
  threadUnread,
  threadWasRead,
  withNotification,
  withThreadCount,
} from "./queries/inbox-cache";
import {
  chatKeys,
  companionKeys,
  eventKeys,
  expenseKeys,
  type NewestCompanions,
  notificationKeys,
  unreadKeys,
} from "./queries/keys";
import { applyReactionsFrame } from "./queries/reactions-cache";
import { applyRemovedFrame, applyRestoredFrame } from "./queries/removed-cache";
import { applyPinned, applySeen } from "./queries/seen-pin-cache";
import { addToThread } from "./queries/thread-cache";

// Push, don't pull (issue 12, ADR 0015): a message frame is written straight into the caches it
// touches - the thread, the chat list's row, the unread counts and the bell's "new message" item -
// so a member who is not reading that thread makes no request because of it.
//
// The unread counts are derived here rather than sent: the server would otherwise have to count
// for every member of a group on every message, and an absolute count sent with one frame can be
// overtaken by another's. A message from someone else adds one to its thread's count, unless the
// member is reading that thread (its mark-read call follows and answers the exact counts); a
// message of one's own (from this tab or another) means the server marked the thread read, so its
// count is none. The item's text is the server's own (@shared/texts) with the new count.

export type FrameContext = {
  /** The signed-in member. */
  me: string | null;
  /** True while the member is reading this thread (open and visible): its mark-read follows. */
  isViewing: (threadKey: readonly unknown[]) => boolean;
};

// Message ids already counted, per cache, so a frame delivered twice is counted once.
const COUNTED_KEEP = 500;
const countedIds = new WeakMap<QueryClient, Set<string>>();

function firstCount(queryClient: QueryClient, messageId: string): boolean {
  const counted = countedIds.get(queryClient) ?? new Set<string>();
  countedIds.set(queryClient, counted);
  if (counted.has(messageId)) return false;
  counted.add(messageId);
  if (counted.size > COUNTED_KEEP) counted.delete(counted.values().next().value!);
  return true;
}

/** Turns one pushed frame into cache updates. */
export function applyFrame(queryClient: QueryClient, frame: ServerFrame, ctx: FrameContext): void {
  const refresh = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
  switch (frame.type) {
    case "direct-message":
      directMessage(queryClient, frame, ctx);
      break;
    case "group-message":
      groupMessage(queryClient, frame, ctx);
      break;
    case "notification":
      // The frame is the list's new item; the screens the news changes (a request waiting, a new
      // group, an event's state) refetch as before.
      queryClient.setQueryData<Notifications>(
        notificationKeys.all,
        (held) => held && withNotification(held, frame.notification),
      );
      refresh(chatKeys.pending);
      refresh(chatKeys.groups);
      refresh(eventKeys.all);
      break;
    case "seen":
      applySeen(queryClient, frame);
      break;
    case "group-pinned":
      applyPinned(queryClient, frame);
      break;
    case "expenses-changed":
      refresh(expenseKeys.costs(frame.eventId));
      break;
    case "message-reactions":
      applyReactionsFrame(queryClient, frame, ctx.me);
      break;
    case "message-removed":
      applyRemovedFrame(queryClient, frame, ctx.me);
      break;
    case "message-restored":
      applyRestoredFrame(queryClient, frame, ctx.me);
      break;
    case "event-changed":
      refresh(eventKeys.detail(frame.eventId));
      refresh(eventKeys.upcoming);
      refresh(eventKeys.created);
      refresh(chatKeys.pending);
      break;
    default:
      break;
  }
}

function directMessage(queryClient: QueryClient, frame: DirectMessageFrame, ctx: FrameContext): void {
  const { message } = frame;
  const fromMe = message.senderId === ctx.me;
  const other = fromMe ? frame.recipient : frame.sender;
  const threadKey = chatKeys.direct(other._id);
  addToThread(queryClient, threadKey, message);
  const last: LastMessage = {
    // A photo without a caption reads "📷 Photo" in the list, as the server's list says.
    content: message.content || (message.image ? PHOTO_MESSAGES.preview : ""),
    createdAt: message.createdAt,
    fromMe,
    senderName: fromMe ? MESSAGES.senderYou : other.name,
  };
  const moved = (row: Companion | undefined): Companion => ({
    deleted: false,
    ...other,
    ...row,
    lastMessage: last,
  });
  queryClient.setQueryData<Companion[]>(companionKeys.all, (held) => held && toFront(held, other._id, moved));
  // The first screenful moves its row to the top; one it does not hold (an older conversation, or a
  // new one that changes the count) is read again, a few rows.
  const newest = queryClient.getQueryData<NewestCompanions>(companionKeys.newest);
  if (newest?.items.some((row) => row._id === other._id))
    queryClient.setQueryData<NewestCompanions>(companionKeys.newest, {
      ...newest,
      items: toFront(newest.items, other._id, moved),
    });
  else if (newest) void queryClient.invalidateQueries({ queryKey: companionKeys.newest, exact: true });
  countMessage(queryClient, ctx, {
    thread: { kind: "user", id: other._id },
    threadKey,
    fromMe,
    messageId: message._id,
    createdAt: message.createdAt,
    link: `/chats/user/${other._id}`,
    describe: (n) => NOTIFICATION_MESSAGES.directMessages(other.name, n),
  });
}

function groupMessage(queryClient: QueryClient, frame: GroupMessageFrame, ctx: FrameContext): void {
  const { message, group, groupId, eventId } = frame;
  const fromMe = message.senderId._id === ctx.me;
  const threadKey = chatKeys.group(eventId);
  addToThread(queryClient, threadKey, message);
  const last: LastMessage = {
    // A photo without a caption reads "📷 Photo" in the list, as the server's list says.
    content: message.content || (message.image ? PHOTO_MESSAGES.preview : ""),
    createdAt: message.createdAt,
    fromMe,
    senderName: message.senderId.name,
  };
  queryClient.setQueryData<ChatGroup[]>(
    chatKeys.groups,
    (held) =>
      held &&
      toFront(held, groupId, (row) => ({
        _id: groupId,
        groupName: group.groupName,
        eventId: { _id: eventId, image: group.image },
        isHost: group.hostId === ctx.me,
        ...row,
        lastMessage: last,
      })),
  );
  countMessage(queryClient, ctx, {
    thread: { kind: "group", id: groupId },
    threadKey,
    fromMe,
    messageId: message._id,
    createdAt: message.createdAt,
    link: `/chats/group/${groupId}/${eventId}`,
    describe: (n) => NOTIFICATION_MESSAGES.groupMessages(group.groupName, n),
  });
}

/**
 * The list with the row `id` (updated, or added) first, as the server orders by latest message.
 * A message older than the row's latest (frames crossing) leaves the list as it is.
 */
function toFront<T extends { _id: string; lastMessage: LastMessage | null }>(
  list: T[],
  id: string,
  update: (row: T | undefined) => T,
): T[] {
  const row = list.find((r) => r._id === id);
  const next = update(row);
  if (row?.lastMessage && next.lastMessage && row.lastMessage.createdAt > next.lastMessage.createdAt)
    return list;
  return [next, ...list.filter((r) => r._id !== id)];
}

type Arrival = {
  thread: ThreadRef;
  threadKey: readonly unknown[];
  fromMe: boolean;
  messageId: string;
  createdAt: string;
  link: string;
  describe: (count: number) => string;
};

function countMessage(queryClient: QueryClient, ctx: FrameContext, arrival: Arrival): void {
  const { thread } = arrival;
  if (arrival.fromMe) {
    threadWasRead(queryClient, thread);
    return;
  }
  if (ctx.isViewing(arrival.threadKey)) return;
  if (!firstCount(queryClient, arrival.messageId)) return;

  // An answer already on its way may have been counted before this message: asking again is the
  // only exact way (rare: a fetch in flight just as a message arrives).
  const inFlight = (key: readonly unknown[]) => queryClient.getQueryState(key)?.fetchStatus === "fetching";
  const unread = queryClient.getQueryData<Unread>(unreadKeys.all);
  if (!unread || inFlight(unreadKeys.all)) {
    // Without the counts the bell's item cannot say how many either; both come back together.
    void queryClient.invalidateQueries({ queryKey: unreadKeys.all });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return;
  }
  const count = threadUnread(unread, thread) + 1;
  queryClient.setQueryData<Unread>(unreadKeys.all, withThreadCount(unread, thread, count));
  if (inFlight(notificationKeys.all)) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return;
  }
  const item: AppNotification = {
    _id: threadItemId(thread),
    kind: "new_message",
    text: arrival.describe(count),
    link: arrival.link,
    createdAt: arrival.createdAt,
    read: false,
  };
  queryClient.setQueryData<Notifications>(
    notificationKeys.all,
    (held) => held && withNotification(held, item),
  );
}
