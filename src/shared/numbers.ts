// Whole numbers written the Indian way ("2,000", "10,00,000"): the last three digits, then pairs.
// Done by hand because texts are built when their module loads, and a first toLocaleString("en-IN")
// there loads the ICU number data on the phone's main thread before the first screen.
export function indianDigits(n: number): string {
  const sign = n < 0 ? "-" : "";
  const digits = String(Math.trunc(Math.abs(n)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}${pairs},${digits.slice(-3)}`;
}
