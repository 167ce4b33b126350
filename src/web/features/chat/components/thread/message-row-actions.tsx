import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../../../lib/cn";
import { actionable, MessageActionsButton, useMessageActions } from "./message-actions";
import { ReactionChips } from "./reactions";
import type { MessageInteractions, ThreadMessage } from "./types";

export type { MessageInteractions };

/** How long the message a quote points at stays highlighted once shown. */
const HIGHLIGHT_MS = 1800;

/** What each row of the thread may do: open a message's actions, react, and show a quoted message. */
export type RowActions = {
  open?: (message: ThreadMessage) => void;
  /** Reports the message straight away (the caution's button, ADR 0046). */
  report: (message: ThreadMessage) => void;
  react?: (message: ThreadMessage, reaction: string, on: boolean) => void;
  jump: (messageId: string) => void;
  highlighted: string | null;
};

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The thread's side of the actions: the sheet (message-actions.tsx) and showing the original of a
 * reply. The original is found by its row (`data-message-id`) if the thread has loaded it, scrolled
 * to the middle of the view, highlighted for a moment and focused for keyboard and screen readers.
 */
export function useRowActions(
  scrollerRef: RefObject<HTMLDivElement | null>,
  interactions: MessageInteractions | undefined,
): { row: RowActions; sheet: ReactNode } {
  const { open, report, sheet } = useMessageActions(interactions);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const jump = useCallback(
    (messageId: string) => {
      const row = scrollerRef.current?.querySelector<HTMLElement>(
        `[data-message-id="${CSS.escape(messageId)}"]`,
      );
      if (!row) return;
      row.scrollIntoView?.({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
      const target = row.querySelector<HTMLElement>("[data-message-body]");
      target?.focus({ preventScroll: true });
      setHighlighted(messageId);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    },
    [scrollerRef],
  );

  const react = interactions?.react;
  const row = useMemo<RowActions>(
    () => ({ open, report, react, jump, highlighted }),
    [open, report, react, jump, highlighted],
  );
  return { row, sheet };
}

/**
 * A message's bubble (or card) with its actions: the button beside it, its reactions under it, a
 * long press on a phone opening the same sheet, and the highlight when a reply's quote shows it.
 */
export function WithActions({
  message,
  actions,
  body,
  fill = false,
}: {
  message: ThreadMessage;
  actions: RowActions | undefined;
  body: ReactNode;
  /** A card, as wide as its column. */
  fill?: boolean;
}) {
  const can = actions?.open !== undefined && actionable(message);
  const open = () => actions?.open?.(message);
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a long press is a touch shortcut to the actions button beside it. */}
      <div
        data-message-body=""
        tabIndex={-1}
        onContextMenu={(event) => {
          // A long press on a phone (a touch contextmenu) opens the actions; a mouse's right click
          // keeps the browser's menu (copying text).
          if (!can || (event.nativeEvent as PointerEvent).pointerType !== "touch") return;
          event.preventDefault();
          open();
        }}
        className={cn(
          "group/message flex w-full min-w-0 items-center gap-0.5 focus:outline-none",
          message.mine && "flex-row-reverse",
        )}
      >
        <div
          className={cn(
            "min-w-0 max-w-full rounded-2xl transition-shadow",
            fill && "flex-1",
            actions?.highlighted === message.id && "ring-2 ring-brand-500 ring-offset-2 ring-offset-stone-50",
          )}
        >
          {body}
        </div>
        {can && <MessageActionsButton message={message} onOpen={open} />}
      </div>
      {message.reactions && message.reactions.length > 0 && (
        <ReactionChips
          reactions={message.reactions}
          mine={message.mine}
          onToggle={
            can && actions?.react ? (reaction, on) => actions.react?.(message, reaction, on) : undefined
          }
          onShowWho={can ? open : undefined}
        />
      )}
    </>
  );
}
