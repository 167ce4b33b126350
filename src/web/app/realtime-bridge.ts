import type { ServerFrame } from "@shared/contracts/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { addToThread, chatKeys } from "../features/chat/api";
import { companionKeys } from "../lib/queries/companions";
import { eventKeys } from "../lib/queries/events";
import { notificationKeys } from "../lib/queries/notifications";
import { unreadKeys } from "../lib/queries/unread";
import { useRealtimeConnection, useRealtimeFrames, useRealtimeLive } from "../lib/realtime";
import { getUserId } from "../lib/token-storage";

/**
 * Mounted once by the member layout: keeps the socket open and turns pushes into cache updates.
 * A pushed message joins its thread's cache (ids dedupe); lists, unread counts and notifications
 * refetch. When the socket comes back after a drop, open threads refetch from just before their
 * newest message, so nothing sent meanwhile is missed.
 */
export function useRealtimeBridge(): void {
  useRealtimeConnection();
  const queryClient = useQueryClient();
  const live = useRealtimeLive();
  const wasLive = useRef(live);

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      const refresh = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
      switch (frame.type) {
        case "direct-message": {
          const me = getUserId();
          const other = frame.message.senderId === me ? frame.message.recipientId : frame.message.senderId;
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
    },
    [queryClient],
  );
  useRealtimeFrames(onFrame);

  useEffect(() => {
    if (live && !wasLive.current) {
      // Back after a drop (or first connect): catch up on whatever the socket could not push.
      refreshAfterReconnect(queryClient);
    }
    wasLive.current = live;
  }, [live, queryClient]);
}

function refreshAfterReconnect(queryClient: ReturnType<typeof useQueryClient>): void {
  for (const key of [["message"], ["group"], unreadKeys.all, notificationKeys.all]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
