export function presentLocation(row: { id: string; state: string; cities: string[] }) {
  return { _id: row.id, state: row.state, cities: row.cities };
}
