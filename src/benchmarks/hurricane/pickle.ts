// Reading a pickle as data (pickle-machine.ts runs the opcodes, pickle-plain.ts turns the result
// into JSON values). The npm pickle parsers were not safe by construction (calling whatever a
// REDUCE finds on the stack, dicts as plain objects open to "__proto__", no bounds), hence this
// reader; a long read yields to the event loop so that SIGINT/SIGTERM stop it.
import { Machine } from './pickle-machine.js';
import { pickleToPlain } from './pickle-plain.js';
import { PickleRefusal, ReadBudget, type PickleValue } from './pickle-values.js';

/** Pickle files larger than this are refused before they are read (asbench's are a few KB). */
export const MAX_PICKLE_BYTES = 64 * 1024 * 1024;

/** The protocol of a stream that starts with PROTO (0x80), or null: pickles are told by content. */
export function pickleProtocol(bytes: Uint8Array): number | null {
  return bytes.length >= 2 && bytes[0] === 0x80 ? bytes[1]! : null;
}

export type Unpickled =
  | { ok: true; value: unknown }
  | { ok: false; message: string }
  /** The read was stopped by its signal (SIGINT/SIGTERM, the run deadline) before it ended. */
  | { ok: false; stopped: true; message: string };

/** A long read yields to the event loop after this long. */
const SLICE_MS = 50;

/** A refusal of the header (not a pickle, another protocol), or null: protocol 2 to 5. */
function headerRefusal(bytes: Uint8Array): Unpickled | null {
  const protocol = pickleProtocol(bytes);
  if (protocol === null)
    return {
      ok: false,
      message:
        'not a pickle of protocol 2 to 5 (it does not start with their PROTO opcode; protocols 0 and 1 are not read)',
    };
  if (protocol < 2 || protocol > 5)
    return { ok: false, message: `pickle protocol ${protocol} is not read (protocols 2 to 5)` };
  return null;
}

/** `step`'s result, or its refusal as a value. */
function settled<T>(step: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: step() };
  } catch (error) {
    if (error instanceof PickleRefusal) return { ok: false, message: error.message };
    if (error instanceof RangeError) return { ok: false, message: `nested too deeply to read (${error.message})` };
    throw error;
  }
}

function finish(root: PickleValue, budget: ReadBudget): Unpickled {
  return settled(() => pickleToPlain(root, budget));
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ReadOptions {
  /** Aborted when the run must stop (SIGINT/SIGTERM, the run deadline): the read stops there. */
  signal?: AbortSignal;
  /** Told the bytes read so far, after each slice of a long read. */
  onBytes?: (read: number) => void;
  /** How long a slice runs before the read yields (default SLICE_MS); 0 yields at every check. */
  sliceMs?: number;
}

/**
 * The value of a pickle of protocol 2 to 5, as JSON values: dicts as objects, lists, tuples and
 * sets as arrays, paths, datetimes and UUIDs as strings, NumPy scalars and arrays (integer, float,
 * bool; at most 2 dimensions) as numbers and arrays. Anything else is a refusal. The read yields to
 * the event loop every SLICE_MS, so that a signal handler runs during a long one.
 */
export async function readPickle(
  bytes: Uint8Array,
  { signal, onBytes, sliceMs = SLICE_MS }: ReadOptions = {},
): Promise<Unpickled> {
  const refused = headerRefusal(bytes);
  if (refused !== null) return refused;
  const budget = new ReadBudget();
  const machine = new Machine(bytes, budget);
  for (;;) {
    const sliceEnd = Date.now() + sliceMs;
    const run = settled(() => machine.run(() => Date.now() >= sliceEnd));
    if (!run.ok) return run;
    if (run.value !== undefined) return finish(run.value, budget);
    onBytes?.(machine.bytesRead);
    await nextTurn();
    if (signal?.aborted === true)
      return { ok: false, stopped: true, message: `the read was stopped (${String(signal.reason)})` };
  }
}
