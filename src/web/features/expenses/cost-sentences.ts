import type { RupeeProblem } from "@shared/rupees";
import type { MessageKey } from "../../lib/i18n/catalogues";

// The sentences the costs screen shows about expenses and payments, by their codes (ADR 0056), to
// the expenses area's words: the server's refusals and the same rules the form checks before it
// sends (shared/rupees, shared/settle-up). scripts/catalogue-check.test.ts holds each key's English
// to the sentence its code names.
export const COST_SENTENCES: Readonly<Record<string, MessageKey<"expenses">>> = {
  somethingWentWrong: "somethingWentWrong",
  databaseUnavailable: "databaseUnavailable",
  serverRestarting: "serverRestarting",
  tooManyRequests: "tooManyRequests",
  networkError: "networkError",
  timeout: "timeout",
  eventNotFound: "eventNotFound",
  "group.notMember": "groupNotMember",
  "expense.notCostSharing": "notCostSharing",
  "expense.notWent": "notWentRefusal",
  "expense.expenseNotFound": "expenseNotFound",
  "expense.paymentNotFound": "paymentNotFound",
  "expense.descriptionBlank": "descriptionBlank",
  "expense.descriptionTooLong": "descriptionTooLong",
  "expense.amount.format": "amountFormat",
  "expense.amount.decimals": "amountDecimals",
  "expense.amount.notPositive": "amountNotPositive",
  "expense.amount.tooLarge": "amountTooLarge",
  "expense.paymentAmount.tooLarge": "paymentTooLarge",
  "expense.payerNotMember": "payerNotMember",
  "expense.shareNotMember": "shareNotMember",
  "expense.splitKind": "splitKind",
  "expense.noShares": "noShares",
  "expense.tooManyShares": "tooManyShares",
  "expense.duplicateShare": "duplicateShare",
  "expense.badShare": "badShare",
  "expense.notYours": "notYours",
  "expense.locked": "lockedRefusal",
  "expense.added": "added",
  "expense.changed": "changed",
  "expense.deleted": "deleted",
  "expense.payeeNotMember": "payeeNotMember",
  "expense.paySelf": "paySelf",
  "expense.paymentRecorded": "paymentRecorded",
  "expense.notPayee": "notPayee",
  "expense.notPayer": "notPayer",
  "expense.alreadyReceived": "alreadyReceived",
  "expense.received": "markedReceived",
  "expense.withdrawn": "withdrawn",
};

/** An expense's amount problem (shared/rupees) as the form says it. */
export const AMOUNT_PROBLEM_KEYS: Record<RupeeProblem, MessageKey<"expenses">> = {
  format: "amountFormat",
  decimals: "amountDecimals",
  notPositive: "amountNotPositive",
  tooLarge: "amountTooLarge",
};
