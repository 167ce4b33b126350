import { formatRupees, MAX_EXPENSE_PAISE, MAX_PAYMENT_PAISE, type RupeeProblem } from "../rupees";
import { EXPENSE_LIMITS } from "../settle-up";

// A group's costs, split and settled (issue 28 item 7, ADR 0034): what the API says about expenses,
// payments and UPI IDs. The web's forms show the same sentences before they send.

const amountProblems = (cap: number): Record<RupeeProblem, string> => ({
  format: "Enter an amount in rupees, like 300 or 300.50.",
  decimals: "Amounts have at most 2 decimals (paise), like 300.50.",
  notPositive: "Enter an amount of more than Rs. 0.",
  tooLarge: `An amount can be at most ${formatRupees(cap)}.`,
});

export const EXPENSE_MESSAGES = {
  notCostSharing: "Costs are shared only on Go Dutch and Split the Amount experiences.",
  notWent: "Only the host and the members who went can see and add its costs.",
  expenseNotFound: "We could not find that expense.",
  paymentNotFound: "We could not find that payment.",
  descriptionBlank: "Please say what it was for.",
  descriptionTooLong: `Keep what it was for within ${EXPENSE_LIMITS.descriptionMax} characters.`,
  amount: amountProblems(MAX_EXPENSE_PAISE),
  paymentAmount: amountProblems(MAX_PAYMENT_PAISE),
  payerNotMember: "Who paid must be the host or a member who went.",
  shareNotMember: "Everyone in the split must be the host or a member who went.",
  splitKind: "Choose how to split it: equally or by amounts.",
  noShares: "Choose at least one member to split it with.",
  tooManyShares: "That is more members than the group has.",
  duplicateShare: "Each member can be in the split once.",
  badShare: "Each member's share must be an amount in rupees, 0 or more.",
  sharesDoNotAddUp: (sharesPaise: number, amountPaise: number) =>
    `The shares add up to ${formatRupees(sharesPaise)}, not ${formatRupees(amountPaise)}.`,
  notYours: "Only the member who added it or the host can change this expense.",
  locked: "This expense is locked: a payment was marked received after it, so it can no longer change.",
  added: "Expense added.",
  changed: "Expense updated.",
  deleted: "Expense deleted.",
  payeeNotMember: "You can pay only the host or a member who went.",
  paySelf: "You cannot pay yourself.",
  paymentRecorded: "Payment recorded. It counts once they mark it received.",
  notPayee: "Only the member who was paid can mark it received.",
  notPayer: "Only the member who paid can take it back.",
  alreadyReceived: "This payment was already marked received, so it can no longer change.",
  received: "Marked received.",
  withdrawn: "Payment taken back.",
} as const;

// A member's UPI ID on their profile.
