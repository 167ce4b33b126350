import { formatRupees } from "@shared/rupees";
import { CircleCheck, Clock } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { TitledSection } from "../../../components/titled-section";
import { COST_TEXTS } from "../../../lib/texts";
import type { CostPayment, Costs } from "../api";
import type { People } from "./people";

/**
 * The payments members recorded, newest first: the payee marks one received (then it counts), the
 * payer may take one back until then.
 */
export function PaymentList({
  costs,
  people,
  me,
  busyId,
  onReceived,
  onWithdraw,
}: {
  costs: Costs;
  people: People;
  me: string | null;
  busyId: string | null;
  onReceived: (payment: CostPayment) => void;
  onWithdraw: (payment: CostPayment) => void;
}) {
  return (
    <TitledSection title={COST_TEXTS.payments}>
      <ul className="mt-3 space-y-3">
        {costs.payments.map((p) => {
          const amount = formatRupees(p.amountPaise);
          return (
            <li key={p._id} className="rounded-xl border border-gray-200 px-4 py-3">
              <p className="text-base text-gray-900">
                {p.from === me
                  ? COST_TEXTS.youPaid(people.name(p.to), amount)
                  : p.to === me
                    ? COST_TEXTS.paidYou(people.name(p.from), amount)
                    : COST_TEXTS.paymentLine(people.name(p.from), people.name(p.to), amount)}
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-600">
                <Icon
                  node={p.receivedAt ? CircleCheck : Clock}
                  aria-hidden="true"
                  className={p.receivedAt ? "size-4 text-emerald-600" : "size-4"}
                />
                {p.receivedAt ? COST_TEXTS.received : COST_TEXTS.waiting}
              </p>
              {(p.canMarkReceived || p.canWithdraw) && (
                <div className="mt-3 flex gap-2">
                  {p.canMarkReceived && (
                    <Button
                      onClick={() => onReceived(p)}
                      busy={busyId === p._id}
                      aria-label={COST_TEXTS.markReceivedOf(people.name(p.from), amount)}
                    >
                      {COST_TEXTS.markReceived}
                    </Button>
                  )}
                  {p.canWithdraw && (
                    <Button
                      variant="secondary"
                      onClick={() => onWithdraw(p)}
                      busy={busyId === p._id}
                      aria-label={COST_TEXTS.takeBackOf(people.name(p.to), amount)}
                    >
                      {COST_TEXTS.takeBack}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
