import { Scale } from "lucide";
import { Avatar } from "../../../components/avatar";
import { TitledSection } from "../../../components/titled-section";
import { cn } from "../../../lib/cn";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { Costs } from "../api";
import { money } from "../money";
import type { People } from "./people";

/** Each member's balance: owed to them (green), owed by them, or settled. */
export function BalanceList({ costs, people, me }: { costs: Costs; people: People; me: string | null }) {
  const t = useMessages("expenses");
  const language = useLanguage();
  const balanceOf = new Map(costs.balances.map((b) => [b.userId, b.amountPaise]));
  return (
    <TitledSection title={t("balances")} icon={Scale}>
      <ul className="mt-3 divide-y divide-gray-100">
        {costs.members
          .filter((m) => m.went || (balanceOf.get(m._id) ?? 0) !== 0)
          .map((m) => {
            const paise = balanceOf.get(m._id) ?? 0;
            return (
              <li key={m._id} className="flex items-center gap-3 py-2.5">
                <Avatar src={m.avatar} size="sm" ring="none" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-base font-medium text-gray-900">
                    {people.name(m._id)}
                  </span>
                  {!m.went && <span className="block text-xs text-gray-500">{t("notWent")}</span>}
                </span>
                <span
                  className={cn(
                    "text-sm font-semibold tabular-nums",
                    paise > 0 ? "text-emerald-700" : paise < 0 ? "text-red-700" : "text-gray-500",
                  )}
                >
                  {paise > 0
                    ? t(m._id === me ? "youAreOwedShort" : "isOwed", { amount: money(language, paise) })
                    : paise < 0
                      ? t(m._id === me ? "youOweShort" : "owes", { amount: money(language, -paise) })
                      : t("settled")}
                </span>
              </li>
            );
          })}
      </ul>
    </TitledSection>
  );
}
