import type { ReplyTo } from "@shared/contracts/message-extras";
import { Camera, Reply } from "lucide";
import { CloseButton } from "../../../../components/close-button";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";

/**
 * The quote at the top of a reply's bubble (issue 28 item 2): who wrote the original and how it
 * starts. A tap shows the original in the thread (when it is loaded) and highlights it.
 */
export function ReplyQuote({
  quote,
  mine,
  onJump,
}: {
  quote: ReplyTo;
  /** Inside one's own (orange) bubble. */
  mine: boolean;
  onJump?: (messageId: string) => void;
}) {
  const t = useMessages("thread");
  const snippet = quote.snippet || t("removed");
  return (
    <button
      type="button"
      onClick={() => onJump?.(quote._id)}
      aria-label={t("quoteLabel", { name: quote.senderName, snippet })}
      className={cn(
        "mb-1.5 block w-full min-w-0 rounded-lg border-l-4 px-2.5 py-1.5 text-left text-sm transition-colors focus-ring",
        mine
          ? "border-white/70 bg-white/15 text-white hover:bg-white/25"
          : "border-brand-500 bg-stone-100 text-gray-800 hover:bg-stone-200/70",
      )}
    >
      <span className={cn("block truncate text-xs font-semibold", mine ? "text-white" : "text-brand-800")}>
        {quote.senderName}
      </span>
      <span className={cn("flex items-center gap-1 truncate", !quote.snippet && "italic")}>
        {quote.photo && <Icon node={Camera} aria-hidden="true" className="size-3.5 shrink-0" />}
        <span className="truncate">{snippet}</span>
      </span>
    </button>
  );
}

/** Above the composer while a reply is being written: whom it answers, and a way to stop replying. */
export function ReplyingBar({
  senderName,
  snippet,
  onCancel,
}: {
  senderName: string;
  snippet: string;
  onCancel: () => void;
}) {
  const t = useMessages("thread");
  return (
    <div className="flex items-center gap-2 rounded-xl border-l-4 border-brand-500 bg-stone-50 py-1.5 pr-1 pl-3">
      <Icon node={Reply} aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="block truncate text-xs font-semibold text-brand-800">
          {t("replyingTo", { name: senderName })}
        </span>
        <span className="block truncate text-gray-700">{snippet}</span>
      </p>
      <CloseButton label={t("cancelReply")} onClick={onCancel} className="text-gray-600 hover:bg-stone-200" />
    </div>
  );
}
