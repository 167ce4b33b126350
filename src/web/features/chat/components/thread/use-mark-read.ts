import { useEffect, useRef } from "react";
import { useMarkRead } from "../../api";

/**
 * Marks the open thread read when its messages load and again whenever a newer one arrives, as
 * long as the tab is visible (a hidden tab marks it when it comes back). A failure is ignored: the
 * unread counts simply stay until the next try.
 */
export function useMarkThreadRead(kind: "user" | "group", id: string, newestId: string | undefined): void {
  const { mutate } = useMarkRead();
  const mutateRef = useRef(mutate);
  mutateRef.current = mutate;
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!id || !newestId) return;
    const mark = () => {
      if (document.visibilityState === "hidden") return;
      const key = `${kind}:${id}:${newestId}`;
      if (marked.current === key) return;
      marked.current = key;
      mutateRef.current({ kind, id });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [kind, id, newestId]);
}
