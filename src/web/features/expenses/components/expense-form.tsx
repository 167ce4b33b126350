import type { SplitInput } from "@shared/contracts/expenses";
import { MAX_EXPENSE_PAISE, paiseToInput, parseRupees } from "@shared/rupees";
import { checkShares, EXPENSE_LIMITS, splitEqually, sumOf } from "@shared/settle-up";
import { useCallback, useId, useState } from "react";
import type { Checked } from "../../../components/form-check";
import { ChoiceChips, inputClasses } from "../../../components/form-controls";
import { FormDialog } from "../../../components/form-dialog";
import { ErrorList, Field, FormField, useFormProblem } from "../../../components/forms";
import { cn } from "../../../lib/cn";
import { type Language, type MessageKey, type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { failureSentence } from "../../../lib/server-sentence";
import { type Expense, useSaveExpense } from "../api";
import { AMOUNT_PROBLEM_KEYS, COST_SENTENCES } from "../cost-sentences";
import { money } from "../money";
import type { People } from "./people";

type Kind = SplitInput["kind"];
/** The inputs a problem can point at, as they appear on screen (the split's first choice for the split). */
type Input = "what" | "amount" | "split";
type Draft = { what: string; amountPaise: number; split: SplitInput };

// What the form holds: the member's own words and digits, turned into paise only when it is sent.
function initialState(existing: Expense | undefined, people: People, me: string | null) {
  const everyone = people.went.map((m) => m._id);
  const shareText = new Map((existing?.shares ?? []).map((s) => [s.userId, paiseToInput(s.amountPaise)]));
  return {
    what: existing?.description ?? "",
    amount: existing ? paiseToInput(existing.amountPaise) : "",
    paidBy: existing?.paidBy ?? (me && everyone.includes(me) ? me : (everyone[0] ?? "")),
    kind: (existing?.splitKind ?? "equal") as Kind,
    among: new Set(existing?.splitKind === "equal" ? existing.shares.map((s) => s.userId) : everyone),
    shares: Object.fromEntries(everyone.map((id) => [id, shareText.get(id) ?? ""])) as Record<string, string>,
  };
}

type FormState = ReturnType<typeof initialState>;

/** A share box left empty counts as nothing. */
const shareOf = (text: string) => (text.trim() === "" ? { ok: true as const, paise: 0 } : parseRupees(text));

/**
 * The expense as the member typed it, checked with the rules the server's expenseBody runs
 * (shared/rupees, shared/settle-up): the form reads rupees where the body takes paise, so it checks
 * the text itself and keeps zod out of the costs screen's chunk.
 */
function checkExpense(
  t: Translate<"expenses">,
  language: Language,
  form: FormState,
  people: People,
): Checked<Draft, Input> {
  const refuse = (field: Input, key: MessageKey<"expenses">, values?: Record<string, string>) => ({
    ok: false as const,
    problem: { field, message: t(key, values) },
  });
  const what = form.what.trim();
  if (!what) return refuse("what", "descriptionBlank");
  if ([...what].length > EXPENSE_LIMITS.descriptionMax) return refuse("what", "descriptionTooLong");
  const amount = parseRupees(form.amount);
  if (!amount.ok) return refuse("amount", AMOUNT_PROBLEM_KEYS[amount.problem]);
  if (form.kind === "equal") {
    const members = people.went.map((m) => m._id).filter((id) => form.among.has(id));
    if (members.length === 0) return refuse("split", "noShares");
    return { ok: true, data: { what, amountPaise: amount.paise, split: { kind: "equal", members } } };
  }
  const shares = [];
  for (const m of people.went) {
    const share = shareOf(form.shares[m._id] ?? "");
    if (!share.ok) return refuse("split", "badShare");
    if (share.paise > 0) shares.push({ userId: m._id, amountPaise: share.paise });
  }
  const wrong = checkShares(amount.paise, shares);
  if (wrong === "sum")
    return refuse("split", "sharesDoNotAddUp", {
      shares: money(language, sumOf(shares)),
      amount: money(language, amount.paise),
    });
  if (wrong) return refuse("split", "noShares");
  return { ok: true, data: { what, amountPaise: amount.paise, split: { kind: "amounts", shares } } };
}

/**
 * Add or edit an expense: what it was for, how much in rupees, who paid, and the split: equally among
 * the members ticked (each one's share shown as it will be, paisa for paisa), or by amounts (with
 * what is left to split). The server checks it all again; its refusal shows here.
 */
export function ExpenseForm({
  eventId,
  people,
  me,
  existing,
  onClose,
  onSaved,
}: {
  eventId: string;
  people: People;
  me: string | null;
  existing?: Expense;
  onClose: () => void;
  onSaved: (said: MessageKey<"expenses">) => void;
}) {
  const t = useMessages("expenses");
  const language = useLanguage();
  const ids = useId();
  const save = useSaveExpense(eventId);
  const [form, setForm] = useState(() => initialState(existing, people, me));
  const idOf = useCallback((field: Input) => `${ids}-${field}`, [ids]);
  const fields = useFormProblem(idOf, `${ids}-error`);
  const amount = parseRupees(form.amount);
  const amountPaise = amount.ok ? amount.paise : null;

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    fields.clear();
  };
  const toggle = (id: string) => {
    const among = new Set(form.among);
    if (among.has(id)) among.delete(id);
    else among.add(id);
    set("among", among);
  };

  const submit = () => {
    const checked = checkExpense(t, language, form, people);
    if (!checked.ok) {
      fields.show(checked.problem);
      return;
    }
    save.mutate(
      {
        expenseId: existing?._id,
        input: {
          description: checked.data.what,
          amountPaise: checked.data.amountPaise,
          paidBy: form.paidBy,
          split: checked.data.split,
        },
      },
      // The server answers expense.added or expense.changed, which the catalogue says.
      { onSuccess: () => onSaved(existing ? "changed" : "added") },
    );
  };

  // The live preview of the split.
  const chosen = people.went.filter((m) => form.among.has(m._id)).map((m) => m._id);
  const preview = amountPaise !== null && chosen.length > 0 ? splitEqually(amountPaise, chosen) : [];
  const previewOf = new Map(preview.map((s) => [s.userId, s.amountPaise]));
  const typedShares = people.went.map((m) => shareOf(form.shares[m._id] ?? ""));
  const typed = typedShares.every((s) => s.ok)
    ? typedShares.reduce((a, s) => a + (s.ok ? s.paise : 0), 0)
    : null;
  const rest = amountPaise !== null && typed !== null ? amountPaise - typed : null;

  return (
    <FormDialog
      onClose={onClose}
      title={t(existing ? "editExpense" : "addExpense")}
      actionLabel={t("save")}
      cancelLabel={t("cancel")}
      busy={save.isPending}
      busyLabel={t("saving")}
      onSubmit={submit}
      formClassName="space-y-5"
    >
      <ErrorList
        id={fields.errorId}
        errors={[
          fields.problem
            ? fields.problem.message
            : save.isError
              ? failureSentence(save.error, COST_SENTENCES, t)
              : null,
        ]}
      />
      <FormField form={fields} name="what" label={t("what")}>
        {(control) => (
          <input
            {...control}
            value={form.what}
            onChange={(e) => set("what", e.target.value)}
            placeholder={t("whatPlaceholder")}
            maxLength={EXPENSE_LIMITS.descriptionMax * 2}
            autoComplete="off"
            className={inputClasses}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={fields} name="amount" label={t("amount")}>
          {(control) => (
            <input
              {...control}
              value={form.amount}
              onChange={(e) => set("amount", e.target.value)}
              inputMode="decimal"
              placeholder={t("amountPlaceholder")}
              autoComplete="off"
              className={inputClasses}
            />
          )}
        </FormField>
        <Field id={`${ids}-payer`} label={t("whoPaid")}>
          <select
            id={`${ids}-payer`}
            value={form.paidBy}
            onChange={(e) => set("paidBy", e.target.value)}
            className={inputClasses}
          >
            {people.went.map((m) => (
              <option key={m._id} value={m._id}>
                {people.name(m._id)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-semibold text-gray-900">{t("splitHow")}</legend>
        <ChoiceChips
          name={`${ids}-kind`}
          idPrefix={`${ids}-split`}
          label={t("splitHow")}
          value={form.kind}
          onChange={(value) => set("kind", value as Kind)}
          invalid={fields.invalid("split")}
          choices={[
            { value: "equal", label: t("equally") },
            { value: "amounts", label: t("byAmounts") },
          ]}
        />
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {people.went.map((m) =>
            form.kind === "equal" ? (
              <li key={m._id}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2">
                  <input
                    type="checkbox"
                    checked={form.among.has(m._id)}
                    onChange={() => toggle(m._id)}
                    className="size-5 shrink-0 cursor-pointer rounded accent-orange-600"
                  />
                  <span className="min-w-0 flex-1 truncate text-base text-gray-900">
                    {people.name(m._id)}
                  </span>
                  <span className="text-sm text-gray-600 tabular-nums">
                    {previewOf.has(m._id) ? money(language, previewOf.get(m._id)!) : ""}
                  </span>
                </label>
              </li>
            ) : (
              <li key={m._id} className="flex items-center gap-3 px-3 py-2">
                <span aria-hidden="true" className="min-w-0 flex-1 truncate text-base text-gray-900">
                  {people.name(m._id)}
                </span>
                <div className="w-32 shrink-0">
                  <input
                    id={`${ids}-share-${m._id}`}
                    aria-label={t("shareOf", { name: people.name(m._id) })}
                    value={form.shares[m._id] ?? ""}
                    onChange={(e) => set("shares", { ...form.shares, [m._id]: e.target.value })}
                    inputMode="decimal"
                    placeholder="0"
                    autoComplete="off"
                    aria-invalid={fields.invalid("split") || undefined}
                    className={cn(inputClasses, "text-right tabular-nums")}
                  />
                </div>
              </li>
            ),
          )}
        </ul>
        <p id={`${ids}-split-status`} className="text-sm text-gray-600" aria-live="polite">
          {form.kind === "equal"
            ? preview.length > 0 && amountPaise !== null && amountPaise <= MAX_EXPENSE_PAISE
              ? t("splitEqually", { count: preview.length })
              : ""
            : rest === null
              ? ""
              : rest === 0
                ? t("adds")
                : rest > 0
                  ? t("left", { amount: money(language, rest) })
                  : t("over", { amount: money(language, -rest) })}
        </p>
      </fieldset>
    </FormDialog>
  );
}
