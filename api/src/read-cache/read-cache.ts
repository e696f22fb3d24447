/**
 * A small in-process cache for hot public reads (page content, gallery, served ZIPs). Writes clear it through
 * ReadCaches (here and, with Redis, on every instance); `ttlMs` bounds how long a write stays unseen when that
 * message cannot arrive (no Redis, or Redis away). ttlMs 0 disables it.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  /** `onLookup` is told whether each read was served from the cache (the API's metrics count hits, issue 45). */
  constructor(
    private readonly ttlMs: number,
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.onLookup(true);
      return hit.value;
    }
    this.onLookup(false);
    // The promise is cached, so a burst of misses shares one database query.
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
