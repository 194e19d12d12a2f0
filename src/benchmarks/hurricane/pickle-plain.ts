// The pickle reader's values as JSON values. A pickle may name one value at many places (memo
// lookups): each place is a copy here, so every visit pays for what it produces (values, and
// characters of text and bytes) from the read's budget, before it allocates.
import { arrayToPlain } from './pickle-numpy.js';
import { offsetText } from './pickle-objects.js';
import {
  MAX_DEPTH,
  NpArray,
  NpDtype,
  ONLY_DATA,
  PickleDict,
  PyBytes,
  PySet,
  PyTimedelta,
  PyTimezone,
  PyTuple,
  PyUuid,
  refuse,
  typeName,
  type PickleValue,
  type ReadBudget,
} from './pickle-values.js';

/** Bytes are shown as text of their first 64 KiB (they are never a number asbench writes). */
const SHOWN_BYTES = 1 << 16;

function bytesText(bytes: Uint8Array): string {
  const shown = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SHOWN_BYTES)).toString('latin1');
  return bytes.length > SHOWN_BYTES ? `${shown}…` : shown;
}

/** Python values as JSON values; shared references are copied, within the budget of values, text and depth. */
export function pickleToPlain(root: PickleValue, budget: ReadBudget): unknown {
  const spendValues = (n: number) => budget.spendValues(n);
  const walk = (v: PickleValue, depth: number): unknown => {
    budget.spendValues(1);
    if (depth > MAX_DEPTH) refuse(`nested deeper than ${MAX_DEPTH} levels`);
    if (typeof v === 'string') {
      budget.spendText(v.length);
      return v;
    }
    // Integers beyond 2^53 become the nearest JSON number, as JSON readers take them.
    if (typeof v === 'bigint') return Number(v);
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    if (v instanceof PyTuple) return v.items.map((x) => walk(x, depth + 1));
    if (v instanceof PySet) return v.items.map((x) => walk(x, depth + 1));
    if (v instanceof PickleDict) {
      const out: Record<string, unknown> = {};
      // defineProperty: a key "__proto__" is an own property like any other, never the prototype.
      for (const [key, value] of v.entries) {
        budget.spendText(key.length);
        Object.defineProperty(out, key, {
          value: walk(value, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    if (v instanceof PyBytes) {
      budget.spendText(Math.min(v.bytes.length, SHOWN_BYTES));
      return bytesText(v.bytes);
    }
    if (v instanceof PyUuid) {
      if (v.value === null) return refuse('a UUID without its value');
      return v.text;
    }
    if (v instanceof PyTimedelta) return v.totalSeconds;
    if (v instanceof PyTimezone) return offsetText(v);
    if (v instanceof NpDtype) return `${v.byteorder}${v.kind}${v.size}`;
    if (v instanceof NpArray) return arrayToPlain(v, spendValues);
    // A class or function object as a value (never called).
    return refuse(`${typeName(v)} as a value is not read ${ONLY_DATA}`);
  };
  return walk(root, 0);
}
