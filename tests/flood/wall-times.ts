// Wall times (an item's `usage.latencyMs`, the suite's latency spread and its latency_p50/p95
// metrics) measure the machine and the server at that moment, like `run.createdAt`: two live runs
// of the same config agree, byte for byte, on everything else. These take them out for the
// comparison and nothing else.

/** The keys that hold a measured wall time, wherever they appear. */
const WALL_TIME_KEYS = new Set(['latencyMs', 'latency_p50', 'latency_p95']);

/** A deep copy of a JSON value without its wall-time keys (other keys in their order). */
export function withoutWallTimes<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => (WALL_TIME_KEYS.has(key) ? undefined : v)) as T;
}

/** An items file's text with every line's wall time taken out, each line as JSON.stringify writes it. */
export function itemsWithoutWallTimes(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : JSON.stringify(withoutWallTimes(JSON.parse(line) as unknown))))
    .join('\n');
}
