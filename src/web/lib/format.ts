const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * SPEC 9: dates read "dd MMM yyyy" ("05 Jan 2027"). A bare date ("2027-01-05") is taken as that
 * calendar day; a timestamp is shown in the viewer's time zone. Anything unreadable gives "".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string") {
    const match = DATE_ONLY.exec(value);
    if (match) {
      const [, year, month, day] = match;
      const name = MONTHS[Number(month) - 1];
      return name ? `${day} ${name} ${year}` : "";
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
