// Where scams start (issue 38 item 8): in a direct chat between members who have not been on an
// experience together, a message carrying a phone number, a UPI ID, a payment request or an outside
// link shows the recipient a short safety note. Nothing is blocked or rewritten, so a false positive
// costs one quiet line under a bubble: the detector leans to catching (ADR 0046), but stays precise
// enough that an ordinary plan ("let's pay at the cafe together", "12.10.2026 at 10:30") passes.
// Pure and small: the thread runs it on each received message it draws.

export const SCAM_SIGNALS = ["phone", "upi", "payment", "link"] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

export type ScamSignalOptions = {
  /** The app's own hosts ("meetup.example", "localhost:8093"): links to them are not outside links. */
  ownHosts?: readonly string[];
};

// A run that may be a phone number: an optional + or 00, then digits with at most two separators
// (space, dash, dot, brackets) between each; not part of a longer word or number. Its groups decide
// (`holdsPhoneNumber`).
const PHONE_CANDIDATE = /(?<![\w+])(?:\+|00)?[ (]*\d(?:[ \-.()]{0,2}\d){6,}(?!\w)/g;

/** Indian mobiles: 10 digits from 6 to 9, bare, with 0, or with 91; landlines 0 and 10 digits. */
const INDIAN_NUMBER = /^(?:(?:0|91)?[6-9]\d{9}|0[1-9]\d{9})$/;

function isPhoneNumber(digits: string, international: boolean): boolean {
  if (INDIAN_NUMBER.test(digits)) return true;
  // A number with its country (+44 7700 900123, +1 415 555 2671): 8 to 15 digits after the +.
  return international && digits.length >= 8 && digits.length <= 15;
}

// Whether some consecutive groups of the run make a number: "call 98765 43210 5 baje" holds one,
// "slots 6 7 8 9 10 11" does not (a single digit stands alone only as a country code or the 0).
function holdsPhoneNumber(run: string): boolean {
  const trimmed = run.replace(/^[ (]+/, "");
  const plus = trimmed.startsWith("+");
  const groups = trimmed.replace(/^00/, "+").match(/\d+/g) ?? [];
  const international = plus || trimmed.startsWith("00");
  for (let start = 0; start < groups.length; start++) {
    let digits = "";
    for (let end = start; end < groups.length; end++) {
      const group = groups[end]!;
      const lead = end === start && (group === "0" || (start === 0 && international && group.length <= 3));
      if (group.length < 2 && !lead) break;
      digits += group;
      if (digits.length > 15) break;
      if (isPhoneNumber(digits, international && start === 0)) return true;
    }
  }
  return false;
}

// A UPI ID (virtual payment address) as upi-id.ts reads it: a handle, @, the bank's letters
// ("ravi@okaxis", "98765 43210@ybl" is caught as a phone too). Not an email address: a bank handle is
// never followed by ".com".
const UPI_ID = /(?<![\w.\-@])[a-z0-9][a-z0-9.\-_]{1,255}@[a-z][a-z0-9]{1,64}(?![a-z0-9@]|[.-][a-z0-9])/i;

// Asking for money. Any of: an amount in rupees; a payment app or rail; a request to pay, send or
// transfer money (English, Hinglish, Hindi). A bare "pay" is not one: "we pay at the cafe" and "everyone
// pays their share" are plans; "pay me", "pay now", "pay karo", "pay in advance" are requests.
const PAYMENT_PATTERNS: readonly RegExp[] = [
  // Amounts: ₹500, Rs 500, Rs.1,500, INR 2000, 500 rs, 2000 rupees, 500/-.
  /₹\s*\d/,
  /(?<![a-z])(?:rs|inr)\.?\s*\d/i,
  /\d[\d,]*(?:\.\d+)?\s*(?:rs\b|rupees?\b|rupaye\b|rupay\b|rupiya\b|rupees\b|\/-)/i,
  /\d[\d,]*\s*(?:रुपये|रुपए|रुपया)/,
  // Payment apps and rails.
  /\b(?:upi|g\s?pay|google\s?pay|phone\s?pe|paytm|bhim|neft|imps|rtgs|ifsc|paypal|western union)\b/i,
  /\b(?:account|a\/c|acc)\s*(?:no\.?|number|details)\b/i,
  /\b(?:bank\s+details|bank\s+account|qr\s*code|scan\s+(?:the|this|my)?\s*(?:qr|code))\b/i,
  /\bupi:\/\//i,
  // Words that are about money on their own.
  /\bpayments?\b/i,
  /\bdeposit\b/i,
  /(?<!\bin\s)\badvance\b(?!\s+(?:booking|notice)\b)/i,
  /\b(?:token|booking|registration|joining|confirmation|processing|entry)\s+(?:amount|fee|fees|charges?|money)\b/i,
  // Requests to pay.
  /\bpay\s+(?:me|us|him|her|them|to|now|first|today|upfront|up\s+front|in\s+advance|online|via|through|using|here|on|the\s+(?:advance|deposit|fee|amount|booking))\b/i,
  /\bpay\s*(?:kar\s*do|kardo|kr\s*do|krdo|karo|kro|kar\s*dijiye|kar\s*dena|kar\s*de)\b/i,
  /\b(?:send|transfer|wire)\s+(?:me\s+|us\s+)?(?:the\s+|some\s+)?(?:money|cash|amount|funds|payment|advance|rs|inr|₹)/i,
  /\b(?:transfer|bhej)\s*(?:kar\s*do|kardo|kr\s*do|krdo|karo|kro|do|dena|dijiye|de)\b/i,
  /\b(?:paise|paisa|paisay|paison)\b/i,
  /पैसे|पैसा|भुगतान|पेमेंट/,
];

// Top-level domains that a bare domain in a chat is likely to end with ("bit.ly", "wa.me",
// "cheap-tickets.in", "t.me"); a closed list, so "e.g.", "3.5" or "notes.txt" are not links.
const TLDS =
  "com|in|co\\.in|org|net|io|me|ly|app|xyz|info|link|site|online|shop|store|live|club|biz|top|page|dev|ai|gl|to|tk|ml|ga|cf|gq|cc|us|uk|co\\.uk|ru|cn|tv|gg|click|icu|vip|win|bit|id";
const SCHEME_LINK = /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s<>"']+/gi;
const WWW_LINK = /(?<![\w@.-])www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"']*/gi;
const BARE_DOMAIN = new RegExp(
  `(?<![\\w@.\\-/])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS})(?![\\w-])(?::\\d+)?(?:/[^\\s<>"']*)?`,
  "gi",
);

/** The host a link names, lowercased, without "www." (its port kept). */
function hostOf(link: string): string {
  const rest = link.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  return rest
    .split(/[/?#]/, 1)[0]!
    .toLowerCase()
    .replace(/^www\./, "");
}

function hasOutsideLink(text: string, ownHosts: readonly string[]): boolean {
  const own = new Set(ownHosts.map((h) => h.toLowerCase().replace(/^www\./, "")));
  const links = [
    ...(text.match(SCHEME_LINK) ?? []),
    ...(text.match(WWW_LINK) ?? []),
    ...(text.match(BARE_DOMAIN) ?? []),
  ];
  return links.some((link) => !own.has(hostOf(link)));
}

/** What in `text` calls for the caution, in the order of SCAM_SIGNALS; empty when nothing does. */
export function scamSignals(text: string, options: ScamSignalOptions = {}): ScamSignal[] {
  const found = new Set<ScamSignal>();
  if ((text.match(PHONE_CANDIDATE) ?? []).some(holdsPhoneNumber)) found.add("phone");
  if (UPI_ID.test(text)) found.add("upi");
  if (PAYMENT_PATTERNS.some((pattern) => pattern.test(text))) found.add("payment");
  if (hasOutsideLink(text, options.ownHosts ?? [])) found.add("link");
  return SCAM_SIGNALS.filter((signal) => found.has(signal));
}

/** Whether a message shows the caution (when the two members have not met on an experience). */
export const needsScamCaution = (text: string, options?: ScamSignalOptions) =>
  scamSignals(text, options).length > 0;
