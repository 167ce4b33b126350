import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

// A number as the member typed it, read as libphonenumber reads it (ADR 0041): India's +91 unless
// the number says otherwise, and only a mobile number (an SMS must reach it). The `mobile` metadata
// knows which numbers are mobile; the server alone loads it, so the web bundle carries none.

export type ReadNumber =
  | { ok: true; e164: string; country: string | undefined; mobileNo: string }
  | { ok: false; reason: "invalid" | "country" };

export function readPhoneNumber(input: string, countries: readonly string[]): ReadNumber {
  const text = input.trim();
  // 00 is how many dial abroad; libphonenumber wants a +.
  const phone = parsePhoneNumberFromString(text.startsWith("00") ? `+${text.slice(2)}` : text, "IN");
  if (!phone?.isValid()) return { ok: false, reason: "invalid" };
  const type = phone.getType();
  if (type !== undefined && type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE") {
    return { ok: false, reason: "invalid" };
  }
  if (!phone.country || !countries.includes(phone.country)) return { ok: false, reason: "country" };
  // The SPEC's mobile number is India's 10 digits; other countries keep the whole E.164.
  const mobileNo = phone.country === "IN" ? phone.nationalNumber : phone.number;
  return { ok: true, e164: phone.number, country: phone.country, mobileNo };
}
