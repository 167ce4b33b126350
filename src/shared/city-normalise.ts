// "  Navi  Mumbai. " -> "navi mumbai": what alias keys, former names and listed names are compared by.
export function normaliseCityName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();
}
