import { CURRENCY } from "./limits";
import { paiseToDecimal } from "./rupees";

// UPI (issue 28 item 7): the payment link every UPI app on a phone opens (NPCI's deep link:
// upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...). The member's UPI ID and its check are upi-id.ts.

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
