import { type ParsedContent, parseContent } from "@shared/chat-content";
import { ArrowDown, CircleHelp } from "lucide";
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Avatar } from "../../../../components/avatar";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { dayKey } from "../../../../lib/format";
import { type Language, type Translate, useLanguage, useMessages } from "../../../../lib/i18n";
import { clockTimeIn } from "../../../../lib/times-in-words";
import { dayLabel, RUN_GAP_MS } from "./format";
import { type MessageInteractions, type RowActions, useRowActions, WithActions } from "./message-row-actions";
import { PhotoThumb } from "./photo-thumb";
import { ReplyQuote } from "./reply-quote";
import { ScamCaution } from "./scam-caution";
import type { RenderCard, RenderStatus, ThreadMessage } from "./types";

/** How close to the end (px) still counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 120;

type Row =
  | { type: "day"; key: string; label: string }
  | {
      type: "message";
      key: string;
      message: ThreadMessage;
      parsed: ParsedContent;
      /** First message of a run by one sender: shows the name and the avatar. */
      runStart: boolean;
    };

function buildRows(
  t: Translate<"thread">,
  language: Language,
  messages: readonly ThreadMessage[],
  now: Date,
): Row[] {
  const rows: Row[] = [];
  let previous: ThreadMessage | undefined;
  for (const message of messages) {
    const day = dayKey(message.createdAt);
    const newDay = !previous || dayKey(previous.createdAt) !== day;
    if (newDay)
      rows.push({
        type: "day",
        key: `day-${day}-${message.id}`,
        label: dayLabel(t, language, message.createdAt, now),
      });
    const gap = previous ? Date.parse(message.createdAt) - Date.parse(previous.createdAt) : 0;
    const runStart = newDay || previous?.sender.id !== message.sender.id || !(gap < RUN_GAP_MS);
    // A photo's caption (and a removed message) is words as written, never a card.
    const parsed: ParsedContent =
      message.image || message.removed
        ? { kind: "text", text: message.content }
        : parseContent(message.content);
    rows.push({ type: "message", key: message.id, message, parsed, runStart });
    previous = message;
  }
  return rows;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

function scrollToEnd(element: HTMLElement, smooth: boolean) {
  const top = element.scrollHeight;
  if (smooth && typeof element.scrollTo === "function" && !prefersReducedMotion()) {
    element.scrollTo({ top, behavior: "smooth" });
  } else {
    element.scrollTop = top;
  }
}

function DaySeparator({ label }: { label: string }) {
  return (
    <div className="my-3 flex items-center gap-3 first:mt-0" aria-hidden={label === "" || undefined}>
      <span className="h-px flex-1 bg-gray-200" />
      <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-gray-600 shadow-sm ring-1 ring-gray-200/80">
        {label}
      </span>
      <span className="h-px flex-1 bg-gray-200" />
    </div>
  );
}

function Bubble({
  message,
  parsed,
  speaker,
  onJump,
}: {
  message: ThreadMessage;
  parsed: Extract<ParsedContent, { kind: "text" | "unsupported" }>;
  speaker: string;
  /** Shows the message a reply quotes. */
  onJump?: (messageId: string) => void;
}) {
  const t = useMessages("thread");
  const time = clockTimeIn(useLanguage(), message.createdAt);
  return (
    <div
      className={cn(
        "max-w-full rounded-2xl px-3.5 pt-2 pb-1.5 text-base shadow-sm",
        message.mine
          ? "rounded-br-md bg-brand-700 text-white"
          : "rounded-bl-md border border-gray-200/80 bg-white text-gray-900",
        message.pending && "opacity-75",
      )}
    >
      <span className="sr-only">{t("said", { name: speaker })} </span>
      {message.replyTo && <ReplyQuote quote={message.replyTo} mine={message.mine} onJump={onJump} />}
      {message.image && (
        <PhotoThumb
          photo={{ url: message.image, caption: message.content, senderName: speaker }}
          className="-mx-2 mt-0.5 mb-1 block aspect-[4/3] w-60 max-w-[calc(100%+1rem)] overflow-hidden rounded-xl bg-stone-200 focus-ring"
        />
      )}
      {message.removed ? (
        <p className="text-sm italic opacity-80">{t("removed")}</p>
      ) : parsed.kind === "text" ? (
        parsed.text && <p className="whitespace-pre-wrap wrap-anywhere">{parsed.text}</p>
      ) : (
        <p className="flex items-center gap-1.5 text-sm italic opacity-90">
          <Icon node={CircleHelp} aria-hidden="true" className="size-4 shrink-0" />
          {t("unsupportedMessage")}
        </p>
      )}
      {time && (
        <time
          dateTime={message.createdAt}
          className={cn("mt-0.5 block text-right text-xs", message.mine ? "text-brand-50" : "text-gray-500")}
        >
          {time}
        </time>
      )}
    </div>
  );
}

function MessageRow({
  row,
  showNames,
  hostId,
  renderCard,
  renderStatus,
  actions,
  caution = false,
}: {
  row: Extract<Row, { type: "message" }>;
  showNames: boolean;
  hostId?: string;
  renderCard?: RenderCard;
  renderStatus?: RenderStatus;
  actions?: RowActions;
  /** Shows the scam caution under this received message (ADR 0046). */
  caution?: boolean;
}) {
  const t = useMessages("thread");
  const { message, parsed, runStart } = row;
  const speaker = message.mine ? t("you") : message.sender.name;
  const isCard = parsed.kind === "rsvp" || parsed.kind === "review";
  const bubble: ReactNode = isCard ? (
    (renderCard?.(parsed, message) ?? (
      <Bubble
        message={message}
        parsed={{ kind: "text", text: parsed.kind === "rsvp" ? parsed.question : parsed.text }}
        speaker={speaker}
        onJump={actions?.jump}
      />
    ))
  ) : (
    <Bubble message={message} parsed={parsed} speaker={speaker} onJump={actions?.jump} />
  );
  const body = <WithActions message={message} actions={actions} body={bubble} fill={isCard} />;

  if (message.mine) {
    return (
      <div
        data-message-id={message.id}
        className={cn("flex justify-end pl-10 sm:pl-16", runStart ? "mt-3" : "mt-1")}
      >
        <div
          className={cn(
            "flex min-w-0 flex-col items-end",
            isCard ? "w-full max-w-sm" : "max-w-[min(85%,36rem)]",
          )}
        >
          {body}
          {renderStatus?.(message)}
        </div>
      </div>
    );
  }

  return (
    <div
      data-message-id={message.id}
      className={cn("flex items-start gap-2 pr-10 sm:pr-16", runStart ? "mt-3" : "mt-1")}
    >
      <div className="w-9 shrink-0">
        {runStart && <Avatar src={message.sender.avatar} size="sm" ring="none" />}
      </div>
      <div
        className={cn(
          "flex min-w-0 flex-col items-start",
          isCard ? "w-full max-w-sm" : "max-w-[min(85%,36rem)]",
        )}
      >
        {showNames && runStart && (
          <p
            aria-hidden="true"
            className="mb-1 ml-1 flex items-center gap-1.5 text-xs font-semibold text-gray-600"
          >
            <span className="truncate">{message.sender.name}</span>
            {hostId === message.sender.id && (
              <span className="rounded-full bg-brand-50 px-1.5 py-px text-[11px] font-semibold text-brand-800 ring-1 ring-brand-200">
                {t("host")}
              </span>
            )}
          </p>
        )}
        {body}
        {caution && actions && (
          <ScamCaution senderName={message.sender.name} onReport={() => actions.report(message)} />
        )}
      </div>
    </div>
  );
}

export type MessageListProps = {
  messages: readonly ThreadMessage[];
  /** The log region's name, e.g. "Messages with Diya". */
  label: string;
  /** Group chats name each sender above their run of messages. */
  showNames?: boolean;
  /** The host gets a small "Host" badge next to their name. */
  hostId?: string;
  /** Draws RSVP polls and review requests; without it they read as plain bubbles. */
  renderCard?: RenderCard;
  /** Under one's own messages: sending or refused (the outbox), or who has read it. */
  renderStatus?: RenderStatus;
  /** Shown when there are no messages yet. */
  empty?: ReactNode;
  /** React, reply, report (issue 28): without it the messages only show. */
  interactions?: MessageInteractions;
  /**
   * Which received messages show the scam caution (issue 38 item 8): the conversation's screen
   * decides (not met on an experience, and the message carries a signal). Never one's own.
   */
  caution?: (message: ThreadMessage) => boolean;
};

/**
 * The thread: a scrollable log region (new messages are announced politely), day separators,
 * bubbles grouped in runs per sender. It opens at the newest message and follows new ones while the
 * reader is near the end; otherwise a "New messages" button appears.
 */
export function MessageList({
  messages,
  label,
  showNames = false,
  hostId,
  renderCard,
  renderStatus,
  empty,
  interactions,
  caution,
}: MessageListProps) {
  const t = useMessages("thread");
  const language = useLanguage();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const actions = useRowActions(scrollerRef, interactions);
  const nearBottom = useRef(true);
  const opened = useRef(false);
  const [unseen, setUnseen] = useState(false);
  const last = messages.at(-1);
  const lastId = last?.id;
  const lastMine = last?.mine ?? false;

  const rows = useMemo(() => buildRows(t, language, messages, new Date()), [t, language, messages]);

  // Open at the newest message; afterwards follow new messages when the reader is near the end
  // (or wrote it), else offer a way down.
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element || !lastId) return;
    if (!opened.current) {
      opened.current = true;
      scrollToEnd(element, false);
      return;
    }
    if (nearBottom.current || lastMine) {
      scrollToEnd(element, true);
      setUnseen(false);
    } else {
      setUnseen(true);
    }
  }, [lastId, lastMine]);

  // When the panel changes size (the composer grows, a keyboard opens), stay at the end.
  useEffect(() => {
    const element = scrollerRef.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) scrollToEnd(element, false);
    });
    observer.observe(element);
    const content = element.firstElementChild;
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scrollerRef.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (nearBottom.current) setUnseen(false);
  };

  return (
    <div className="relative h-full min-h-0">
      <div
        ref={scrollerRef}
        role="log"
        aria-live="polite"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain focus-ring focus-visible:ring-inset"
      >
        <div className="relative mx-auto flex min-h-full w-full max-w-3xl flex-col justify-end px-3 py-4 sm:px-5">
          {rows.length === 0
            ? empty
            : rows.map((row) =>
                row.type === "day" ? (
                  <DaySeparator key={row.key} label={row.label} />
                ) : (
                  <MessageRow
                    key={row.key}
                    row={row}
                    showNames={showNames}
                    hostId={hostId}
                    renderCard={renderCard}
                    renderStatus={renderStatus}
                    actions={actions.row}
                    caution={!row.message.mine && !row.message.removed && (caution?.(row.message) ?? false)}
                  />
                ),
              )}
        </div>
      </div>
      {actions.sheet}
      {unseen && (
        <button
          type="button"
          onClick={() => {
            const element = scrollerRef.current;
            if (element) scrollToEnd(element, true);
            setUnseen(false);
          }}
          className="absolute bottom-3 left-1/2 inline-flex min-h-11 -translate-x-1/2 items-center gap-1.5 rounded-full whitespace-nowrap bg-gray-900 px-4 text-sm font-semibold text-white shadow-lg transition hover:bg-gray-800 focus-ring focus-visible:ring-offset-2"
        >
          <Icon node={ArrowDown} aria-hidden="true" className="size-4" />
          {t("newMessages")}
        </button>
      )}
    </div>
  );
}
