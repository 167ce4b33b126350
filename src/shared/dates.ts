// Dates as members and clients send them. A pattern alone lets through days that do not exist
// (2030-02-31, which JavaScript quietly rolls into March) and years the database refuses (year 0),
// which reached PostgreSQL as a 500.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_YEAR = 1900;
const MAX_YEAR = 9999;

// A real calendar day, yyyy-mm-dd, between 1900 and 9999.
export function isCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// An instant (any format Date.parse reads) between 1900 and 9999.
export function isReasonableInstant(text: string): boolean {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}
