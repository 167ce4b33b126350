import type { ServerFrame } from "@shared/contracts/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { OUTBOX_KEY } from "../features/chat/outbox/outbox-key";
import { readPreference } from "../lib/local-preference";
import { fetchedSince } from "../lib/queries/fetch-starts";
import { eventKeys, notificationKeys, unreadKeys } from "../lib/queries/keys";
import { isPush, realtime, useRealtimeConnection, useRealtimeFrames } from "../lib/realtime";
import { getUserId } from "../lib/token-storage";

/**
 * Mounted once by the member layout: keeps the socket open and turns pushes into cache updates
 * (lib/realtime-cache.ts): a pushed message is written into its thread, the chat list, the unread
 * counts and the notifications without a request. When the socket comes back after a drop, open
 * threads, counts and notifications refetch (open threads from just before their newest message),
 * so nothing sent meanwhile is missed.
 */
export function useRealtimeBridge(): void {
  useRealtimeConnection();
  const queryClient = useQueryClient();

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      // The socket's handshake and pongs change no cache: loading the code that applies pushes for
      // them brought it (4.5 KB with what it imports) into a first visit whenever "ready" came after
      // this layout had mounted.
      if (!isPush(frame)) return;
      void frameCache().then(
        ({ applyFrame }) =>
          applyFrame(queryClient, frame, {
            me: getUserId(),
            // A thread screen on show observes its thread's query (and marks it read as it changes).
            isViewing: (key) =>
              document.visibilityState === "visible" &&
              (queryClient.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount() ?? 0) >
                0,
          }),
        () => {
          // Its code could not be loaded (offline, a new version deployed): read again what the
          // frame would have changed, and try the code again with the next frame.
          loadingFrameCache = null;
          refreshAfterReconnect(queryClient, Number.POSITIVE_INFINITY);
        },
      );
    },
    [queryClient],
  );
  useRealtimeFrames(onFrame);

  // Listened to, not rendered from: the layout holding this hook is the root of every member
  // screen, and re-rendering it when the socket goes live re-rendered the whole screen in one
  // long task on a phone.
  useEffect(() => {
    let wasLive = realtime.getStatus() === "live";
    return realtime.subscribeStatus(() => {
      const live = realtime.getStatus() === "live";
      // Back after a drop (or first connect): catch up on whatever the socket could not push.
      if (live && !wasLive) {
        refreshAfterReconnect(queryClient);
        sendWaitingMessages(queryClient);
      }
      wasLive = live;
    });
  }, [queryClient]);
}

// What a frame changes in the caches (lib/realtime-cache.ts and the thread, inbox, reactions and
// other caches it writes) loads with the first frame, not with the first screen: no member screen's
// first visit downloads code that runs only when something is pushed (issue 40's 140 KB). Frames that
// arrive meanwhile wait for it and are applied in their order (callbacks of one promise run in the
// order they were added).
let loadingFrameCache: Promise<typeof import("../lib/realtime-cache")> | null = null;
const frameCache = () => {
  loadingFrameCache ??= import("../lib/realtime-cache");
  return loadingFrameCache;
};

// Messages written offline wait in the chat's outbox (issue 28 item 5); the chat screens send them.
// A tab reloaded away from the chat sends them once connected, loading the outbox only then.
function sendWaitingMessages(queryClient: ReturnType<typeof useQueryClient>): void {
  if (!readPreference(OUTBOX_KEY)) return;
  void import("../features/chat/outbox/outbox").then((outbox) => outbox.startOutbox(queryClient));
}

const CAUGHT_UP_KEYS = [["message"], ["group"], unreadKeys.all, notificationKeys.all, eventKeys.all];

function refreshAfterReconnect(
  queryClient: ReturnType<typeof useQueryClient>,
  coveredSince: number = realtime.getCoveredSince(),
): void {
  // A read sent before the server began pushing (in flight included) may have been answered before
  // the socket listened, unless the server said it pushed nothing for the member meanwhile (ADR
  // 0068); one sent after that moment cannot have missed a push, so it is not read twice: on a full
  // load, the screen's first read goes out before the socket is live, and was read twice.
  for (const key of CAUGHT_UP_KEYS) {
    void queryClient.invalidateQueries({
      queryKey: key,
      predicate: (query) => !fetchedSince(query, coveredSince),
    });
  }
}
