import { CURRENCY } from "./limits";
import { paiseToDecimal } from "./rupees";

// UPI (issue 28 item 7): a member's virtual payment address (VPA, "riya@okicici") and the payment
// link every UPI app on a phone opens (NPCI's deep link: upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...).

/** A VPA's form: a handle of 2 to 256 letters, digits, dots, hyphens or underscores, then @ and the bank. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/;

/** Longest text a UPI ID box takes (the pattern's own bound, and a little space). */
export const UPI_ID_MAX_LENGTH = 330;

/**
 * The UPI ID a member typed, trimmed: null when blank (the member clears theirs), or `invalid` when
 * it is not of the form name@bank.
 */
export function readUpiId(text: string): { ok: true; upiId: string | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, upiId: null };
  return UPI_ID_PATTERN.test(trimmed) ? { ok: true, upiId: trimmed } : { ok: false };
}

/** UPI apps show about this much of a note; longer ones are cut. */
const NOTE_MAX = 50;

/**
 * The link that opens the payer's UPI app on a payment of `amountPaise` to `upiId`, the payee's
 * name and a note filled in; every value URL-encoded.
 */
export function upiPayLink(opts: { upiId: string; name: string; amountPaise: number; note: string }): string {
  const note = [...opts.note.trim()].slice(0, NOTE_MAX).join("");
  const params: [string, string][] = [
    ["pa", opts.upiId],
    ["pn", opts.name],
    ["am", paiseToDecimal(opts.amountPaise)],
    ["cu", CURRENCY.code],
    ["tn", note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
