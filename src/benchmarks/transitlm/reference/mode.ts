/**
 * Whether TransitLM reads everything on the reference path: `BENCH_CHECK_REFERENCE=1` in the
 * environment. Every fast reader (fast/) has a plain counterpart here in reference/ that states
 * the semantics, and gives the same values or gives up to it; on the reference path only the
 * plain readers run (no byte-level CSV or JSON reader, no decimal or unit shortcut, no worker
 * threads, the station file read on one thread as text), so any difference the fast path makes
 * shows as a difference in the results. Read once, at load: worker threads inherit it with the
 * environment.
 */
let reference = process.env.BENCH_CHECK_REFERENCE === '1';

export function referencePath(): boolean {
  return reference;
}

/** For tests: switches the path of this thread (a worker thread reads the environment; the reference path starts none). */
export function useReferencePath(on: boolean): void {
  reference = on;
}
