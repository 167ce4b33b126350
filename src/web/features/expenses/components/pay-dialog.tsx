import { formatRupees } from "@shared/rupees";
import { upiPayLink } from "@shared/upi";
import { Smartphone } from "lucide";
import { buttonClasses } from "../../../components/button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { errorMessage } from "../../../lib/api";
import { COST_TEXTS } from "../../../lib/texts";
import { type CostMember, useRecordPayment } from "../api";
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
  onRecorded: (message: string) => void;
}) {
  const record = useRecordPayment(eventId);
  const amount = formatRupees(amountPaise);
  const link = payee.upiId
    ? upiPayLink({ upiId: payee.upiId, name: payee.name, amountPaise, note: COST_TEXTS.upiNote(eventName) })
    : null;

  const paid = () =>
    record.mutate(
      { to: payee._id, amountPaise },
      {
        onSuccess: (message) => {
          onRecorded(message);
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      onClose={onClose}
      title={COST_TEXTS.payTitle(amount, payee.name)}
      description={link ? COST_TEXTS.payHint : undefined}
      actionLabel={COST_TEXTS.paidIt}
      onConfirm={paid}
      busy={record.isPending}
      busyLabel={COST_TEXTS.recording}
    >
      {link ? (
        <div className="space-y-4">
          <a href={link} className={buttonClasses("primary", "lg", true)}>
            <Icon node={Smartphone} aria-hidden="true" className="size-5" />
            {COST_TEXTS.openUpiApp}
          </a>
          <UpiQr link={link} alt={COST_TEXTS.qrAlt(amount, payee.name)} />
          <p className="text-center text-sm text-gray-600">
            {COST_TEXTS.upiIdOf(payee.name)}:{" "}
            <span className="font-semibold break-all text-gray-900 select-all">{payee.upiId}</span>
          </p>
        </div>
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-gray-700">
          {COST_TEXTS.noUpiId(payee.name)}
        </p>
      )}
      {record.isError && <ErrorBox className="mt-4">{errorMessage(record.error)}</ErrorBox>}
    </ConfirmDialog>
  );
}
