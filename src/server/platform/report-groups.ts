/**
 * Open reports read one row each, oldest first, as one entry per thing reported (a message, a
 * review) with its reports in that order: the older admin lists of ADR 0043, which still answer
 * beside the moderation queue. The entry is made from the thing's first row; every row, as read,
 * is one of its `flags`.
 */
export function groupReports<Row, Entry>(
  rows: Iterable<Row>,
  keyOf: (row: Row) => string,
  entryOf: (row: Row) => Entry,
): (Entry & { flags: Row[] })[] {
  const byKey = new Map<string, Entry & { flags: Row[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    let entry = byKey.get(key);
    if (!entry) {
      entry = { ...entryOf(row), flags: [] };
      byKey.set(key, entry);
    }
    entry.flags.push(row);
  }
  return [...byKey.values()];
}
