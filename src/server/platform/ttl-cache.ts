// A small in-memory cache whose entries expire after `ttlMs`; `clear()` drops everything at once.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async getOrLoad(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  /** The value kept for `key`, if still fresh (for callers that load many keys in one go). */
  peek(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > now ? hit.value : undefined;
  }

  put(key: string, value: V, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  /** Drops one entry (what it held changed). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
