import type { ServerFrame } from "@shared/contracts/realtime";
import type { QueryClient } from "@tanstack/react-query";
import { chatKeys, companionKeys, eventKeys, notificationKeys, unreadKeys } from "./queries/keys";
import { addToThread } from "./queries/thread-cache";

export type FrameContext = { me: string | null; isViewing: (threadKey: readonly unknown[]) => boolean };

/** Turns one pushed frame into cache updates. */
export function applyFrame(queryClient: QueryClient, frame: ServerFrame, ctx: FrameContext): void {
  const refresh = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
  switch (frame.type) {
    case "direct-message": {
      const other = frame.message.senderId === ctx.me ? frame.message.recipientId : frame.message.senderId;
      addToThread(queryClient, chatKeys.direct(other), frame.message);
      refresh(companionKeys.all);
      refresh(unreadKeys.all);
      refresh(notificationKeys.all);
      break;
    }
    case "group-message":
      addToThread(queryClient, chatKeys.group(frame.eventId), frame.message);
      refresh(chatKeys.groups);
      refresh(unreadKeys.all);
      refresh(notificationKeys.all);
      break;
    case "notification":
      refresh(notificationKeys.all);
      refresh(chatKeys.pending);
      refresh(chatKeys.groups);
      refresh(eventKeys.all);
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
