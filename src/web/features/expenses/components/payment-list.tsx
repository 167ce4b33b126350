import { CircleCheck, Clock } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { TitledSection } from "../../../components/titled-section";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { CostPayment, Costs } from "../api";
import { money } from "../money";
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
  const t = useMessages("expenses");
  const language = useLanguage();
  return (
    <TitledSection title={t("payments")}>
      <ul className="mt-3 space-y-3">
        {costs.payments.map((p) => {
          const amount = money(language, p.amountPaise);
          return (
            <li key={p._id} className="rounded-xl border border-gray-200 px-4 py-3">
              <p className="text-base text-gray-900">
                {p.from === me
                  ? t("youPaid", { to: people.name(p.to), amount })
                  : p.to === me
                    ? t("paidYou", { from: people.name(p.from), amount })
                    : t("paymentLine", { from: people.name(p.from), to: people.name(p.to), amount })}
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-600">
                <Icon
                  node={p.receivedAt ? CircleCheck : Clock}
                  aria-hidden="true"
                  className={p.receivedAt ? "size-4 text-emerald-600" : "size-4"}
                />
                {t(p.receivedAt ? "received" : "waiting")}
              </p>
              {(p.canMarkReceived || p.canWithdraw) && (
                <div className="mt-3 flex gap-2">
                  {p.canMarkReceived && (
                    <Button
                      onClick={() => onReceived(p)}
                      busy={busyId === p._id}
                      aria-label={t("markReceivedOf", { from: people.name(p.from), amount })}
                    >
                      {t("markReceived")}
                    </Button>
                  )}
                  {p.canWithdraw && (
                    <Button
                      variant="secondary"
                      onClick={() => onWithdraw(p)}
                      busy={busyId === p._id}
                      aria-label={t("takeBackOf", { to: people.name(p.to), amount })}
                    >
                      {t("takeBack")}
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
