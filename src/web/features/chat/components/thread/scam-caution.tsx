import { ShieldAlert } from "lucide";
import { Icon } from "../../../../components/icon";
import { useMessages } from "../../../../lib/i18n";

/**
 * Under a received message that carries a phone number, a UPI ID, a payment request or an outside
 * link, from a member the viewer has not been on an experience with (issue 38 item 8, ADR 0046): a
 * quiet note and a way to report the message. The message itself is shown as sent.
 */
export function ScamCaution({ senderName, onReport }: { senderName: string; onReport: () => void }) {
  const t = useMessages("thread");
  return (
    <div
      role="note"
      className="mt-1.5 flex w-full max-w-sm items-center gap-2 rounded-xl bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <Icon node={ShieldAlert} aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
      <p className="min-w-0 flex-1 py-1.5">{t("scamNote")}</p>
      <button
        type="button"
        onClick={onReport}
        aria-haspopup="dialog"
        aria-label={t("scamReportLabel", { name: senderName })}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-semibold text-red-700 transition-colors hover:bg-amber-100 focus-ring"
      >
        {t("report")}
      </button>
    </div>
  );
}
