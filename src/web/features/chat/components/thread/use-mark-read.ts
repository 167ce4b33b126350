import { useEffect, useRef } from "react";
import { type Throttle, throttle } from "../../../../lib/throttle";
import { useMarkRead } from "../../api";

// Reading a busy thread asks the server at most once a second (issue 12); the last read is always
// sent, at the end of the second or when the screen closes.
export const MARK_READ_INTERVAL_MS = 1000;

/**
 * Marks the open thread read when its messages load and again whenever a newer one arrives, as
 * long as the tab is visible (a hidden tab marks it when it comes back). A failure is ignored: the
 * unread counts simply stay until the next try.
 */
export function useMarkThreadRead(kind: "user" | "group", id: string, newestId: string | undefined): void {
  const { mutate } = useMarkRead();
  const mutateRef = useRef(mutate);
  mutateRef.current = mutate;
  const throttled = useRef<Throttle | null>(null);
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!id) return;
    const t = throttle(() => mutateRef.current({ kind, id }), MARK_READ_INTERVAL_MS);
    throttled.current = t;
    return () => {
      throttled.current = null;
      t.flush();
    };
  }, [kind, id]);

  useEffect(() => {
    if (!id || !newestId) return;
    const mark = () => {
      if (document.visibilityState === "hidden") return;
      const key = `${kind}:${id}:${newestId}`;
      if (marked.current === key) return;
      marked.current = key;
      throttled.current?.call();
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [kind, id, newestId]);
}
