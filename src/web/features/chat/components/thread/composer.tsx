import { LIMITS } from "@shared/limits";
import { characterCount } from "@shared/text-length";
import { CircleAlert, LoaderCircle, SendHorizontal } from "lucide";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { formatNumber, useLanguage, useMessages } from "../../../../lib/i18n";
import { failureSentence } from "../../../../lib/server-sentence";
import { useOnline } from "../../../../lib/use-online";
import { THREAD_SENTENCES } from "../../thread-sentences";

/** From this many characters on, the counter shows (90 % of the limit). */
const COUNTER_FROM = Math.floor(LIMITS.messageMaxLength * 0.9);
/** The textarea grows with its text up to this height (px), then scrolls. */
const MAX_HEIGHT_PX = 160;

export type ComposerHandle = {
  /** Puts text in the box (for example a suggested greeting) and focuses it. */
  fill: (text: string) => void;
  focus: () => void;
};

export type ComposerProps = {
  /** Sends one message; a rejection keeps the draft and shows the error's message. */
  onSend: (content: string) => Promise<unknown>;
  /** Buttons above the box (the host's poll and review tools). */
  tools?: ReactNode;
  /** Above the box: the message being answered (issue 28 item 2). */
  quote?: ReactNode;
  /** Before the box: the photo button (issue 28 item 1). */
  attach?: ReactNode;
  /** What the thread may do to the box (fill it with a suggestion, focus it): React 19's ref as a
   * prop of a function component. */
  ref?: Ref<ComposerHandle>;
};

/**
 * The message box at the foot of a thread (SPEC 4 "Chat"): Enter sends, Shift+Enter adds a line,
 * a blank message is not sent, and at most 2,000 characters go (a counter shows near the limit).
 * Enter while an input method is composing (Hindi, Japanese...) does not send. Offline, a message
 * is still sent: the thread's outbox keeps it and sends it once the connection returns (issue 28
 * item 5), and the box says so.
 */
export function Composer({ onSend, tools, quote, attach, ref }: ComposerProps) {
  const t = useMessages("thread");
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const online = useOnline();

  useImperativeHandle(ref, () => ({
    fill: (text) => {
      setDraft(text);
      setError(null);
      textareaRef.current?.focus();
    },
    focus: () => textareaRef.current?.focus(),
  }));

  const max = LIMITS.messageMaxLength;
  const length = characterCount(draft);
  const tooLong = length > max;
  const blank = draft.trim() === "";
  const showCounter = length >= COUNTER_FROM;

  // Grow with the text, up to a few lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the draft.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = "auto";
    if (textarea.scrollHeight > 0) {
      textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_HEIGHT_PX)}px`;
    }
  }, [draft]);

  const submit = async () => {
    if (blank || tooLong || sendingRef.current) return;
    const sent = draft;
    sendingRef.current = true;
    setSending(true);
    setError(null);
    try {
      await onSend(sent.trim());
      // Text typed while the message was on its way stays.
      setDraft((current) => (current === sent ? "" : current));
    } catch (err) {
      setError(failureSentence(err, THREAD_SENTENCES, t));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
    textareaRef.current?.focus();
  };

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const offlineId = `${id}-offline`;
  const problem = tooLong ? t("tooLong") : error;
  const describedBy = [hintId, showCounter && counterId, problem && errorId, !online && offlineId]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="border-t border-gray-200/80 bg-white px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-5 md:pb-3">
      <div className="mx-auto w-full max-w-3xl">
        {tools && <div className="mb-2">{tools}</div>}
        {quote && <div className="mb-2">{quote}</div>}
        {problem && (
          <p
            id={errorId}
            role="alert"
            className="mb-2 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            <Icon node={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{problem}</span>
          </p>
        )}
        {!online && (
          <p
            id={offlineId}
            className="mb-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          >
            {t("composerOffline")}
          </p>
        )}
        <form onSubmit={onSubmit} className="flex items-end gap-2">
          {attach}
          <label htmlFor={id} className="sr-only">
            {t("messageLabel")}
          </label>
          <textarea
            ref={textareaRef}
            id={id}
            rows={1}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("messagePlaceholder")}
            aria-describedby={describedBy}
            aria-invalid={tooLong || undefined}
            enterKeyHint="send"
            autoComplete="off"
            className={cn(
              "block max-h-40 min-h-11 flex-1 resize-none rounded-3xl border bg-stone-50 px-4 py-2.5 text-base leading-6 text-gray-900",
              "placeholder:text-gray-500 focus:bg-white focus:outline-none focus:ring-2",
              tooLong
                ? "border-red-300 focus:border-red-400 focus:ring-red-200"
                : "border-gray-200 focus:border-brand-500 focus:ring-brand-500/30",
            )}
          />
          <button
            type="submit"
            disabled={blank || tooLong || sending}
            aria-label={t(sending ? "sending" : "send")}
            className={cn(
              "flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition-colors",
              "hover:bg-brand-800 active:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-gray-500 disabled:shadow-none",
              "focus-ring focus-visible:ring-offset-2",
            )}
          >
            {sending ? (
              <Icon node={LoaderCircle} aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Icon node={SendHorizontal} aria-hidden="true" className="size-5" />
            )}
          </button>
        </form>
        <div
          className={cn(
            "mt-1 min-h-4 items-center justify-between gap-3 px-3 text-xs text-gray-500",
            showCounter ? "flex" : "hidden md:flex",
          )}
        >
          <span id={hintId} className="hidden md:inline">
            {t("composerHint")}
          </span>
          {showCounter && (
            <span
              id={counterId}
              className={cn("ml-auto tabular-nums", tooLong ? "font-semibold text-red-600" : "text-gray-600")}
            >
              {t("counter", { used: formatNumber(language, length), max: formatNumber(language, max) })}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
