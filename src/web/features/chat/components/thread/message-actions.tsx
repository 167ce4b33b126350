import { SmilePlus } from "lucide";
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import type { MessageInteractions, SheetProps, ThreadMessage } from "./types";

// What a member does with a message in place (issue 28 items 2 and 6): react, reply, report. A small
// button beside each bubble (or a long press, or a right click, on it) opens a sheet with them; the
// sheet loads on first use, so a thread that is only read never downloads it.

const Sheet: ComponentType<SheetProps> = lazy(() =>
  import("./message-actions-sheet").then((m) => ({ default: m.MessageActionsSheet })),
);

// The report dialog alone, for the caution under a message (ADR 0046): loaded on first use too.
const Report: ComponentType<{ target: ThreadMessage | null; onClose: () => void }> = lazy(() =>
  import("./message-report").then((m) => ({ default: m.MessageReport })),
);

/** Whether a message takes actions: stored (not waiting in the outbox) and not removed. */
export const actionable = (message: ThreadMessage) => !message.pending && !message.removed;

/**
 * The sheet's state: `open(message)` shows it; `report(message)` goes straight to reporting it (the
 * caution's button); `sheet` is where they are drawn (each once first opened). Reporting needs no
 * interactions: a closed conversation can still be reported.
 */
export function useMessageActions(interactions: MessageInteractions | undefined): {
  open: ((message: ThreadMessage) => void) | undefined;
  report: (message: ThreadMessage) => void;
  sheet: ReactNode;
} {
  const [target, setTarget] = useState<ThreadMessage | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const [reportLoaded, setReportLoaded] = useState(false);
  const open = useCallback((message: ThreadMessage) => {
    setLoaded(true);
    setTarget(message);
  }, []);
  const report = useCallback((message: ThreadMessage) => {
    setReportLoaded(true);
    setReporting(message);
  }, []);
  const reportDialog = reportLoaded ? (
    <Suspense fallback={null}>
      <Report target={reporting} onClose={() => setReporting(null)} />
    </Suspense>
  ) : null;
  if (!interactions) return { open: undefined, report, sheet: reportDialog };
  return {
    open,
    report,
    sheet: (
      <>
        {loaded && (
          <Suspense fallback={null}>
            <Sheet target={target} interactions={interactions} onClose={() => setTarget(null)} />
          </Suspense>
        )}
        {reportDialog}
      </>
    ),
  };
}

/** The button beside a bubble: quiet on phones, shown on hover or focus from 768 px. */
export function MessageActionsButton({ message, onOpen }: { message: ThreadMessage; onOpen: () => void }) {
  const t = useMessages("thread");
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={message.mine ? t("actionsForMine") : t("actionsFor", { name: message.sender.name })}
      className={cn(
        "flex size-11 shrink-0 items-center justify-center self-center rounded-full text-gray-400 transition",
        "hover:bg-stone-200/70 hover:text-gray-700 focus-ring",
        "md:opacity-0 md:group-hover/message:opacity-100 md:focus-visible:opacity-100",
      )}
    >
      <Icon node={SmilePlus} aria-hidden="true" className="size-5" />
    </button>
  );
}
