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

const usedHeap = (): number => v8.getHeapStatistics().used_heap_size;

/**
 * Bounds the garbage a long loop leaves in the JS heap: `check()` runs one full collection when
 * the heap has grown by `slackBytes` since the last one, so the peak is the live data plus the
 * slack. V8 alone lets old-generation garbage run to tens of MB before it collects, and when is
 * a matter of timing: the peak of the same run varied by ≈ 40 MB. The collections replace
 * V8's own rather than adding to them (no time cost measured).
 */
export class HeapBound {
  private floor = usedHeap();

  constructor(private readonly slackBytes: number) {}

  /** Whether it collected. */
  check(): boolean {
    if (usedHeap() <= this.floor + this.slackBytes) return false;
    collectGarbage();
    this.floor = usedHeap();
    return true;
  }
}
