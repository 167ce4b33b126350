import { CircleAlert, CircleCheck, Info } from "lucide";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { CloseButton } from "./close-button";
import { Icon } from "./icon";

export type ToastTone = "success" | "error" | "info";

export type ToastMessage = {
  tone: ToastTone;
  text: string;
  /** An optional link or button, e.g. "Open chat". */
  action?: ReactNode;
  /** How long a success or info message stays, when its action needs longer (an Undo's window). */
  durationMs?: number;
};

const TONES: Record<ToastTone, { box: string; icon: typeof Info }> = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-800", icon: CircleCheck },
  error: { box: "border-red-200 bg-red-50 text-red-700", icon: CircleAlert },
  info: { box: "border-brand-200 bg-brand-50 text-brand-900", icon: Info },
};

/** Milliseconds a success or info message stays; errors stay until dismissed. */
export const TOAST_DURATION_MS = 6000;

/** One toast at a time: `show` replaces the current message, `dismiss` hides it. */
export function useToast() {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const nextId = useRef(0);
  const show = useCallback((message: ToastMessage) => {
    nextId.current += 1;
    setToast({ ...message, id: nextId.current });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

export type ToastRegionProps = {
  toast: (ToastMessage & { id?: number }) | null;
  onDismiss: () => void;
};

/**
 * A message floating above the bottom bar on phones and at the bottom right from 768 px. The live
 * region is always in the page, so screen readers announce each message as it appears: successes
 * politely, errors at once (an alert). Successes fade away after a few seconds.
 */
export function ToastRegion({ toast, onDismiss }: ToastRegionProps) {
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  // Each shown message is a new object, so a new message starts its own timer.
  useEffect(() => {
    if (!toast || toast.tone === "error") return;
    const timer = setTimeout(() => dismissRef.current(), toast.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const glyph = toast ? TONES[toast.tone].icon : Info;
  const body = toast && (
    <div
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-2xl border px-4 py-3 shadow-lg",
        "transition duration-200 ease-out starting:translate-y-2 starting:opacity-0",
        TONES[toast.tone].box,
      )}
    >
      <Icon node={glyph} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 py-0.5 text-sm font-medium">
        <p className="break-words">{toast.text}</p>
        {toast.action && <div className="mt-2">{toast.action}</div>}
      </div>
      <DismissButton onClick={onDismiss} />
    </div>
  );

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-[45] flex flex-col items-center px-4 md:inset-x-auto md:right-6 md:bottom-6 md:w-96 md:px-0">
      {/* A live region without a role: present from the start, so that polite messages are read. */}
      <div aria-live="polite" aria-atomic="true" className="w-full">
        {toast && toast.tone !== "error" && body}
      </div>
      {toast?.tone === "error" && (
        <div role="alert" className="w-full">
          {body}
        </div>
      )}
    </div>
  );
}

// Its own component, so that the words are read only while a message shows.
function DismissButton({ onClick }: { onClick: () => void }) {
  const t = useMessages("shell");
  return (
    <CloseButton
      label={t("dismissMessage")}
      onClick={onClick}
      iconSize="size-4"
      className="-my-1.5 -mr-2 hover:bg-black/5"
    />
  );
}
