import { CircleCheck, Lock, Pencil, ReceiptIndianRupee, Trash2 } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { TitledSection } from "../../../components/titled-section";
import { cn } from "../../../lib/cn";
import { useLanguage, useMessages } from "../../../lib/i18n";
import type { Costs, Expense } from "../api";
import { money } from "../money";
import type { People } from "./people";

// The shares in the members' order (the host first, then by name), as the balances list them.
function sharesInOrder(expense: Expense, people: People) {
  const rank = new Map([...people.byId.keys()].map((id, i) => [id, i]));
  return [...expense.shares].sort((a, b) => (rank.get(a.userId) ?? 0) - (rank.get(b.userId) ?? 0));
}

/** The group's expenses, newest first: what, how much, who paid, the split; edit and delete where allowed. */
export function ExpenseList({
  costs,
  people,
  onEdit,
  onDelete,
}: {
  costs: Costs;
  people: People;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}) {
  const t = useMessages("expenses");
  const language = useLanguage();
  return (
    <TitledSection title={t("expenses")} icon={ReceiptIndianRupee} headingClassName="mb-3">
      {costs.expenses.length === 0 ? (
        <div className="rounded-xl bg-stone-50 px-4 py-6 text-center">
          <p className="text-base font-semibold text-gray-900">{t("nothingYet")}</p>
          <p className="mt-1 text-sm text-gray-600">{t("nothingYetHint")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100">
          {costs.expenses.map((e) => (
            <li key={e._id} className="py-3">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="text-base font-semibold break-words text-gray-900">{e.description}</p>
                  <p className="text-sm text-gray-600">
                    {t("paidBy", { name: people.name(e.paidBy) })} ·{" "}
                    {e.splitKind === "equal"
                      ? t("splitEqually", { count: e.shares.length })
                      : t("splitByAmounts")}
                  </p>
                </div>
                <p className="text-base font-semibold text-gray-900 tabular-nums">
                  {money(language, e.amountPaise)}
                </p>
              </div>
              <ul
                aria-label={t("sharesOf", { what: e.description })}
                className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1"
              >
                {sharesInOrder(e, people).map((s) => (
                  <li key={s.userId} className="text-xs text-gray-600">
                    {people.name(s.userId)}{" "}
                    <span className="tabular-nums">{money(language, s.amountPaise)}</span>
                  </li>
                ))}
              </ul>
              {e.locked ? (
                // Locked by a receipt; "Settled" only once the server says nothing from it is owed.
                <p
                  className={cn(
                    "mt-2 flex items-center gap-1.5 text-xs",
                    e.settled ? "text-emerald-700" : "text-gray-600",
                  )}
                  title={t(e.settled ? "settledHint" : "lockedHint")}
                >
                  <Icon node={e.settled ? CircleCheck : Lock} aria-hidden="true" className="size-3.5" />
                  {t(e.settled ? "settledExpense" : "locked")}
                  <span className="sr-only">: {t(e.settled ? "settledHint" : "lockedHint")}</span>
                </p>
              ) : (
                e.canChange && (
                  <div className="mt-2 flex gap-2">
                    <Button
                      variant="ghost"
                      onClick={() => onEdit(e)}
                      aria-label={t("editOf", { what: e.description })}
                    >
                      <Icon node={Pencil} aria-hidden="true" className="size-4" />
                      {t("edit")}
                    </Button>
                    <Button
                      variant="ghost-danger"
                      onClick={() => onDelete(e)}
                      aria-label={t("deleteOf", { what: e.description })}
                    >
                      <Icon node={Trash2} aria-hidden="true" className="size-4" />
                      {t("delete")}
                    </Button>
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
