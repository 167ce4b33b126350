import { type Language, LOCALE_TAGS } from "./languages";

// Numbers and dates in the member's language through Intl, for en-IN and hi-IN: lakh and crore
// grouping (1,00,000), rupees as ₹, month and weekday names from the browser's own data. Formatters
// are costly to build and cheap to reuse, so each one is made once per language and options.

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

function formatter<F extends Formatter>(
  kind: string,
  language: Language,
  options: object,
  make: (tag: string) => F,
): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make(LOCALE_TAGS[language]);
    formatters.set(key, made);
  }
  return made;
}

export function formatNumber(language: Language, value: number, options: Intl.NumberFormatOptions = {}) {
  return formatter("number", language, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/** Whole rupees, as the app keeps money: "₹1,500". */
export function formatRupees(language: Language, rupees: number): string {
  return formatNumber(language, rupees, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
}

export function formatDateTime(
  language: Language,
  value: Date | number,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" },
): string {
  return formatter("date", language, options, (tag) => new Intl.DateTimeFormat(tag, options)).format(value);
}

/** "a, b and c" / "a, b और c": a list joined as the language joins one. */
export function formatList(language: Language, items: string[]): string {
  return formatter("list", language, {}, (tag) => new Intl.ListFormat(tag, { type: "conjunction" })).format(
    items,
  );
}
