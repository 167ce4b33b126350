import { CircleAlert, Clock, CloudOff } from "lucide";
import { Icon } from "../../../../components/icon";
import { useMessages } from "../../../../lib/i18n";
import type { PendingStatus as Status } from "../../outbox/use-outbox";
import { THREAD_SENTENCES } from "../../thread-sentences";

/**
 * Under a message of the outbox: on its way, waiting for the connection, or refused by the server
 * (its sentence, and a way to discard it). Announced politely: the log around it says the rest.
 */
export function PendingStatus({ status, onDiscard }: { status: Status; onDiscard: () => void }) {
  const t = useMessages("thread");
  if (status.kind === "failed") {
    // Kept on the device as the server's English and its code: said in the language of today.
    const key = status.code ? THREAD_SENTENCES[status.code] : undefined;
    const error = key ? t(key) : status.error;
    return (
      <div role="alert" className="mt-1 flex max-w-full flex-wrap items-center justify-end gap-x-2 gap-y-1">
        <p className="flex min-w-0 items-start gap-1 text-xs font-medium text-red-700">
          <Icon node={CircleAlert} aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span className="min-w-0 break-words">{t("outboxFailed", { error })}</span>
        </p>
        <button
          type="button"
          onClick={onDiscard}
          aria-label={t("discardLabel")}
          className="inline-flex min-h-8 items-center rounded-full px-3 text-xs font-semibold text-red-700 ring-1 ring-red-200 transition-colors hover:bg-red-50 focus-ring"
        >
          {t("discard")}
        </button>
      </div>
    );
  }
  const waiting = status.kind === "waiting";
  return (
    <p role="status" className="mt-0.5 inline-flex items-center gap-1 px-2 text-xs font-medium text-gray-600">
      <Icon node={waiting ? CloudOff : Clock} aria-hidden="true" className="size-3.5" />
      {t(waiting ? "outboxWaiting" : "outboxSending")}
    </p>
  );
}
