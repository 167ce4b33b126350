// A member's UPI ID, their virtual payment address (VPA, "riya@okicici"; issue 28 item 7). Apart from
// the payment link (upi.ts) and the rupees it formats: the member contract checks it, and every
// screen that reads a profile loads that contract.

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
