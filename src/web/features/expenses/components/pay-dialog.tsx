import { upiPayLink } from "@shared/upi";
import { Smartphone } from "lucide";
import { buttonClasses } from "../../../components/button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import { failureSentence } from "../../../lib/server-sentence";
import { type CostMember, useRecordPayment } from "../api";
import { COST_SENTENCES } from "../cost-sentences";
import { money } from "../money";
import { upiNote } from "../upi-note";
import { UpiQr } from "./upi-qr";

/**
 * "Pay Rs. 300 to Riya": the UPI link that opens the member's payment app on this phone, its QR code
 * for another phone, and "I've paid", which records the payment for Riya to mark received. Without a
 * UPI ID, it says so; the payment can still be made another way and recorded.
 */
export function PayDialog({
  eventId,
  eventName,
  payee,
  amountPaise,
  onClose,
  onRecorded,
}: {
  eventId: string;
  eventName: string;
  payee: CostMember;
  amountPaise: number;
  onClose: () => void;
  onRecorded: (said: MessageKey<"expenses">) => void;
}) {
  const t = useMessages("expenses");
  const record = useRecordPayment(eventId);
  const amount = money(useLanguage(), amountPaise);
  const link = payee.upiId
    ? upiPayLink({ upiId: payee.upiId, name: payee.name, amountPaise, note: upiNote(eventName) })
    : null;

  const paid = () =>
    record.mutate(
      { to: payee._id, amountPaise },
      {
        // The server's answer is expense.paymentRecorded, which the catalogue says.
        onSuccess: () => {
          onRecorded("paymentRecorded");
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      onClose={onClose}
      title={t("pay", { amount, to: payee.name })}
      description={link ? t("payHint") : undefined}
      actionLabel={t("paidIt")}
      cancelLabel={t("cancel")}
      onConfirm={paid}
      busy={record.isPending}
      busyLabel={t("recording")}
    >
      {link ? (
        <div className="space-y-4">
          <a href={link} className={buttonClasses("primary", "lg", true)}>
            <Icon node={Smartphone} aria-hidden="true" className="size-5" />
            {t("openUpiApp")}
          </a>
          <UpiQr link={link} alt={t("qrAlt", { amount, to: payee.name })} />
          <p className="text-center text-sm text-gray-600">
            {t("upiIdOf", { name: payee.name })}:{" "}
            <span className="font-semibold break-all text-gray-900 select-all">{payee.upiId}</span>
          </p>
        </div>
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-gray-700">
          {t("noUpiId", { name: payee.name })}
        </p>
      )}
      {record.isError && (
        <ErrorBox className="mt-4">{failureSentence(record.error, COST_SENTENCES, t)}</ErrorBox>
      )}
    </ConfirmDialog>
  );
}
