import { CircleCheck, HandCoins } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { TitledSection } from "../../../components/titled-section";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { CostMember, Costs } from "../api";
import { money } from "../money";
import type { People } from "./people";

/**
 * The fewest payments that settle everyone. The viewer's own debts carry "Pay Rs. X to Y" (the UPI
 * link and QR code), unless they already recorded that payment and wait for it to be received.
 */
export function SettleUpCard({
  costs,
  people,
  me,
  onPay,
}: {
  costs: Costs;
  people: People;
  me: string | null;
  onPay: (payee: CostMember, amountPaise: number) => void;
}) {
  const t = useMessages("expenses");
  const language = useLanguage();
  const waiting = costs.payments.filter((p) => p.receivedAt === null);
  return (
    <TitledSection title={t("settleUp")} icon={HandCoins} hint={t("settleUpHint")}>
      {costs.settleUp.length === 0 ? (
        <p className="flex items-center gap-2 text-base font-medium text-emerald-700">
          <Icon node={CircleCheck} aria-hidden="true" className="size-5" />
          {t("allSettled")}
        </p>
      ) : (
        <ul className="space-y-3">
          {costs.settleUp.map((p) => {
            const amount = money(language, p.amountPaise);
            const payee = people.byId.get(p.to);
            const mine = p.from === me;
            const recorded = mine && waiting.some((w) => w.from === me && w.to === p.to);
            return (
              <li key={`${p.from}-${p.to}`} className="rounded-xl bg-stone-50 px-4 py-3">
                <p className="text-base font-medium text-gray-900">
                  {mine
                    ? t("youPay", { to: people.name(p.to), amount })
                    : p.to === me
                      ? t("paysYou", { from: people.name(p.from), amount })
                      : t("paysTo", { from: people.name(p.from), to: people.name(p.to), amount })}
                </p>
                {mine && recorded && (
                  <p className="mt-1 text-sm text-gray-600">{t("awaiting", { to: people.name(p.to) })}</p>
                )}
                {mine && !recorded && payee && (
                  <Button className="mt-3" fullWidth onClick={() => onPay(payee, p.amountPaise)}>
                    {t("pay", { amount, to: payee.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
