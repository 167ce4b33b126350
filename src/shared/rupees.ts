import { MAX_COST } from "./limits";
import { indianDigits } from "./numbers";

// Money of the group's costs (issue 28 item 7, ADR 0034): whole paise in every variable, column and
// API field, never a floating-point rupee. Text becomes paise here, digit by digit, and paise become
// text here; nothing multiplies a rupee float by 100.

export const PAISE_PER_RUPEE = 100;

/** One expense is at most Rs. 10,00,000, the cap of a listing's fee. */
export const MAX_EXPENSE_PAISE = MAX_COST * PAISE_PER_RUPEE;

/** One payment settles several expenses, so its cap is a hundred of them (Rs. 10,00,00,000). */
export const MAX_PAYMENT_PAISE = MAX_EXPENSE_PAISE * 100;

/** Why a text is not an amount: not a number, more than 2 decimals, 0 or less, above the cap. */
export type RupeeProblem = "format" | "decimals" | "notPositive" | "tooLarge";

export type ParsedRupees = { ok: true; paise: number } | { ok: false; problem: RupeeProblem };

// "300", "300.5", "300.50", "1,200", "Rs. 300", "₹300": digits, an optional point and decimals.
const AMOUNT = /^(\d+)(?:\.(\d+))?$/;
const PREFIX = /^(?:rs\.?|inr|₹)\s*/i;

/** The paise of an amount typed in rupees, or why it is not one (`max` in paise, an expense's by default). */
export function parseRupees(text: string, max: number = MAX_EXPENSE_PAISE): ParsedRupees {
  const plain = text.trim().replace(PREFIX, "").replaceAll(",", "").trim();
  if (/^-\s*\d/.test(plain)) return { ok: false, problem: "notPositive" };
  const match = AMOUNT.exec(plain);
  if (!match) return { ok: false, problem: "format" };
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, problem: "decimals" };
  // More digits than any cap has: too large, before a number that big loses its last paise.
  if (whole.replace(/^0+/, "").length > 13) return { ok: false, problem: "tooLarge" };
  const paise = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, "0"));
  if (paise <= 0) return { ok: false, problem: "notPositive" };
  if (paise > max) return { ok: false, problem: "tooLarge" };
  return { ok: true, paise };
}

/** "Rs. 300", "Rs. 300.50", "Rs. 10,00,000" (Indian grouping); "-Rs. 40" below zero. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const rest = abs % PAISE_PER_RUPEE;
  return `${sign}Rs. ${indianDigits(rupees)}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** Two decimals, no grouping, as a UPI link's `am` wants it: "300.00", "12.05". */
export function paiseToDecimal(paise: number): string {
  const abs = Math.abs(paise);
  const text = `${Math.floor(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, "0")}`;
  return paise < 0 ? `-${text}` : text;
}

/** What a form's amount box shows for an amount: "300", "300.50". */
export function paiseToInput(paise: number): string {
  return paise % PAISE_PER_RUPEE === 0 ? String(paise / PAISE_PER_RUPEE) : paiseToDecimal(paise);
}
