import { z } from "zod";
import { MAX_EXPENSE_PAISE, MAX_PAYMENT_PAISE, type RupeeProblem } from "../rupees";
import { checkShares, EXPENSE_LIMITS, sumOf } from "../settle-up";
import { fitsLength } from "../text-length";
import { EXPENSE_MESSAGES } from "../texts/expenses";
import { okEnvelope } from "./envelope";
import { personRefSchema } from "./person";

// A group's costs (issue 28 item 7, ADR 0034). Every amount is whole paise (an integer); the web
// turns what a member types in rupees into paise (shared/rupees.ts) before it sends.

const memberId = (message: string) => z.uuid({ error: message });

const paise = (cap: number, messages: Record<RupeeProblem, string>) =>
  z
    .number({ error: messages.format })
    // In this order, so that the first problem is the one a member can act on.
    .max(cap, messages.tooLarge)
    .min(1, messages.notPositive)
    .int(messages.format);

export const SPLIT_KINDS = ["equal", "amounts"] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];

const shareSchema = z.object({
  userId: memberId(EXPENSE_MESSAGES.shareNotMember),
  amountPaise: z
    .number({ error: EXPENSE_MESSAGES.badShare })
    .int(EXPENSE_MESSAGES.badShare)
    .min(0, EXPENSE_MESSAGES.badShare)
    .max(MAX_EXPENSE_PAISE, EXPENSE_MESSAGES.badShare),
});

const splitSchema = z.discriminatedUnion(
  "kind",
  [
    // Equally among the chosen members (the server works out the shares, paisa for paisa).
    z.object({
      kind: z.literal("equal"),
      members: z
        .array(memberId(EXPENSE_MESSAGES.shareNotMember), { error: EXPENSE_MESSAGES.noShares })
        .min(1, EXPENSE_MESSAGES.noShares)
        .max(EXPENSE_LIMITS.splitMembersMax, EXPENSE_MESSAGES.tooManyShares),
    }),
    // What each member owes; they add up to the amount.
    z.object({
      kind: z.literal("amounts"),
      shares: z
        .array(shareSchema, { error: EXPENSE_MESSAGES.noShares })
        .min(1, EXPENSE_MESSAGES.noShares)
        .max(EXPENSE_LIMITS.splitMembersMax, EXPENSE_MESSAGES.tooManyShares),
    }),
  ],
  { error: EXPENSE_MESSAGES.splitKind },
);
export type SplitInput = z.infer<typeof splitSchema>;

/** An expense, added or changed: what it was for, how much, who paid and how it is split. */
export const expenseBody = z
  .object({
    description: z
      .string({ error: EXPENSE_MESSAGES.descriptionBlank })
      .trim()
      .min(1, EXPENSE_MESSAGES.descriptionBlank)
      .refine((text) => fitsLength(text, EXPENSE_LIMITS.descriptionMax), EXPENSE_MESSAGES.descriptionTooLong),
    amountPaise: paise(MAX_EXPENSE_PAISE, EXPENSE_MESSAGES.amount),
    paidBy: memberId(EXPENSE_MESSAGES.payerNotMember),
    split: splitSchema,
  })
  .superRefine((body, ctx) => {
    if (body.split.kind === "equal") {
      if (new Set(body.split.members).size !== body.split.members.length)
        ctx.addIssue({ code: "custom", path: ["split"], message: EXPENSE_MESSAGES.duplicateShare });
      return;
    }
    const problem = checkShares(body.amountPaise, body.split.shares);
    if (problem === null) return;
    const message =
      problem === "sum"
        ? EXPENSE_MESSAGES.sharesDoNotAddUp(sumOf(body.split.shares), body.amountPaise)
        : problem === "duplicate"
          ? EXPENSE_MESSAGES.duplicateShare
          : problem === "badShare"
            ? EXPENSE_MESSAGES.badShare
            : EXPENSE_MESSAGES.noShares;
    ctx.addIssue({ code: "custom", path: ["split"], message });
  });
export type ExpenseInput = z.infer<typeof expenseBody>;

/** "I paid Rs. X to Y": a payment the payer records, counted once the payee marks it received. */
export const paymentBody = z.object({
  to: memberId(EXPENSE_MESSAGES.payeeNotMember),
  amountPaise: paise(MAX_PAYMENT_PAISE, EXPENSE_MESSAGES.paymentAmount),
});
export type PaymentInput = z.infer<typeof paymentBody>;

// Everyone the costs name: the members who went (`went`) and anyone an expense or payment still
// names who has left or was marked a no-show since. Their UPI IDs reach only the group's members.
export const costMemberSchema = personRefSchema.extend({
  upiId: z.string().nullable(),
  isHost: z.boolean(),
  went: z.boolean(),
});

export const expenseSchema = z.object({
  _id: z.string(),
  description: z.string(),
  amountPaise: z.number().int(),
  paidBy: z.string(),
  createdBy: z.string(),
  splitKind: z.enum(SPLIT_KINDS),
  shares: z.array(z.object({ userId: z.string(), amountPaise: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  // A payment was marked received after it was added: it can no longer change (ADR 0034).
  locked: z.boolean(),
  // Locked, and nothing from it is owed any more: everyone it names is settled up.
  settled: z.boolean(),
  // Whether the viewer may edit or delete it now.
  canChange: z.boolean(),
});

export const paymentSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  amountPaise: z.number().int(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  canMarkReceived: z.boolean(),
  canWithdraw: z.boolean(),
});

export const costsSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  members: z.array(costMemberSchema),
  expenses: z.array(expenseSchema),
  payments: z.array(paymentSchema),
  // Positive: the group owes them; negative: they owe the group. They sum to zero.
  balances: z.array(z.object({ userId: z.string(), amountPaise: z.number().int() })),
  // The fewest payments (greedy, ADR 0034) that would bring every balance to zero.
  settleUp: z.array(z.object({ from: z.string(), to: z.string(), amountPaise: z.number().int() })),
});

export const costsResponse = okEnvelope(costsSchema);
export const expenseResponse = okEnvelope(expenseSchema);
export const paymentResponse = okEnvelope(paymentSchema);

export type Costs = z.infer<typeof costsSchema>;
export type CostMember = z.infer<typeof costMemberSchema>;
export type Expense = z.infer<typeof expenseSchema>;
export type CostPayment = z.infer<typeof paymentSchema>;
