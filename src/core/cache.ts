/**
 * A per-run memo of expensive shared inputs (e.g. one station graph for several TransitLM suites).
 * Keys should include the absolute path of what was loaded; the promise is shared, so concurrent
 * suites wait for one load.
 */
export class RunCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (entry === undefined) {
      entry = load();
      this.entries.set(key, entry);
    }
    return entry;
  }
}
