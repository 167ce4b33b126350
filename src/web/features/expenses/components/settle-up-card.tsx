import { formatRupees } from "@shared/rupees";
import { CircleCheck, HandCoins } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { TitledSection } from "../../../components/titled-section";
import { COST_TEXTS } from "../../../lib/texts";
import type { CostMember, Costs } from "../api";
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
  const waiting = costs.payments.filter((p) => p.receivedAt === null);
  return (
    <TitledSection title={COST_TEXTS.settleUp} icon={HandCoins} hint={COST_TEXTS.settleUpHint}>
      {costs.settleUp.length === 0 ? (
        <p className="flex items-center gap-2 text-base font-medium text-emerald-700">
          <Icon node={CircleCheck} aria-hidden="true" className="size-5" />
          {COST_TEXTS.allSettled}
        </p>
      ) : (
        <ul className="space-y-3">
          {costs.settleUp.map((p) => {
            const amount = formatRupees(p.amountPaise);
            const payee = people.byId.get(p.to);
            const mine = p.from === me;
            const recorded = mine && waiting.some((w) => w.from === me && w.to === p.to);
            return (
              <li key={`${p.from}-${p.to}`} className="rounded-xl bg-stone-50 px-4 py-3">
                <p className="text-base font-medium text-gray-900">
                  {mine
                    ? COST_TEXTS.youPay(people.name(p.to), amount)
                    : p.to === me
                      ? COST_TEXTS.paysYou(people.name(p.from), amount)
                      : COST_TEXTS.paysTo(people.name(p.from), people.name(p.to), amount)}
                </p>
                {mine && recorded && (
                  <p className="mt-1 text-sm text-gray-600">{COST_TEXTS.awaiting(people.name(p.to))}</p>
                )}
                {mine && !recorded && payee && (
                  <Button className="mt-3" fullWidth onClick={() => onPay(payee, p.amountPaise)}>
                    {COST_TEXTS.pay(amount, payee.name)}
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
