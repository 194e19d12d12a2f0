import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * One full garbage collection, where V8 allows it (else nothing). For the end of a phase that
 * leaves large buffers behind, e.g. a station file read in two parts: the worker's part (~20 MB
 * for 10⁶ stations) is garbage once merged, and with a small JS heap V8 would keep it until the
 * end of the run, adding it to the peak. V8 installs `gc` in contexts created after the flag is
 * set; the flag changes nothing else.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as () => void;
    } catch {
      gc = null;
    }
  }
  gc?.();
}
