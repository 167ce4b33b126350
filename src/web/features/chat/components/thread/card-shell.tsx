import { type ReactNode, useId } from "react";
import { Icon, type IconNode } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import { clockTimeIn } from "../../../../lib/times-in-words";
import type { ThreadMessage } from "./types";

/**
 * A structured message (RSVP poll, review request) drawn as a card inside the thread: a tinted
 * strip with its kind and time, the host's words, then what the reader can do about it.
 */
export function CardShell({
  icon: glyph,
  kind,
  message,
  body,
  children,
}: {
  icon: IconNode;
  /** "RSVP poll", "Review request": also the card's accessible name. */
  kind: string;
  message: ThreadMessage;
  /** The question or request, as sent (text only). */
  body: string;
  children?: ReactNode;
}) {
  const kindId = useId();
  const t = useMessages("thread");
  const time = clockTimeIn(useLanguage(), message.createdAt);
  const speaker = message.mine ? t("you") : message.sender.name;
  return (
    <fieldset
      aria-labelledby={kindId}
      className={cn(
        "w-full min-w-0 overflow-hidden rounded-2xl border bg-white shadow-sm",
        message.mine ? "rounded-br-md border-brand-200" : "rounded-bl-md border-gray-200/80",
      )}
    >
      <div className="flex items-center gap-2 border-b border-brand-100 bg-brand-50 px-4 py-2">
        <Icon node={glyph} aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span id={kindId} className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {kind}
        </span>
        {time && (
          <time dateTime={message.createdAt} className="ml-auto text-xs text-gray-600">
            {time}
          </time>
        )}
      </div>
      <div className="px-4 pt-3 pb-4">
        <p className="text-base leading-snug font-semibold whitespace-pre-wrap text-gray-900 wrap-anywhere">
          <span className="sr-only">{t("said", { name: speaker })} </span>
          {body}
        </p>
        {children}
      </div>
    </fieldset>
  );
}
