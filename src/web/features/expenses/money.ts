import { formatRupees } from "@shared/rupees";
import { type Language, LOCALE_TAGS } from "../../lib/i18n";

const rupees = new Map<string, Intl.NumberFormat>();

/**
 * An amount in paise as the member reads it: English keeps the app's "Rs. 1,500" and "Rs. 333.34"
 * (@shared/rupees, which the server's sentences use too); Hindi takes Intl's rupee, "₹1,500",
 * "₹333.34", grouped in lakhs either way, paise only when there are some.
 */
export function money(language: Language, paise: number): string {
  if (language === "en") return formatRupees(paise);
  const digits = paise % 100 === 0 ? 0 : 2;
  const key = `${language}|${digits}`;
  let format = rupees.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    rupees.set(key, format);
  }
  return format.format(paise / 100);
}
