// One copy of each of the few values that 100,000 in-memory entries repeat (a quiz answer, a city, a
// category, a day, a host's id): the database driver hands every row its own string, so without
// this each member of the index carried its own copies of the same dozen answers (issue 39 item 6:
// the member index took 1,038 bytes a member, mostly those copies).
// Each snapshot keeps its own table, bounded, so a column with more distinct values than expected
// (names, ids) costs a lookup and is left as it came.
export class Interned {
  private readonly kept = new Map<string, string>();
  constructor(private readonly most = 20_000) {}

  of(value: string): string;
  of(value: string | null): string | null;
  of(value: string | null): string | null {
    if (value === null) return null;
    const found = this.kept.get(value);
    if (found !== undefined) return found;
    if (this.kept.size < this.most) this.kept.set(value, value);
    return value;
  }

  /** How many values and lists are kept. */
  get size(): number {
    return this.kept.size + this.lists.size;
  }

  /** A list of such values, itself one copy per distinct list (never to be changed by its holders). */
  list(values: readonly string[]): readonly string[] {
    const key = `\u0000${values.join("\u0000")}`;
    const found = this.lists.get(key);
    if (found) return found;
    const list = Object.freeze(values.map((value) => this.of(value)));
    if (this.lists.size < this.most) this.lists.set(key, list);
    return list;
  }
  private readonly lists = new Map<string, readonly string[]>();
}
