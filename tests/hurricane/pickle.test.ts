import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PICKLE_BYTES, pickleProtocol, readPickle } from '../../src/benchmarks/hurricane/pickle.js';
import { REPO_ROOT } from '../helpers.js';

const BASE = path.join(REPO_ROOT, 'fixtures/hurricane/asbench');
const OUTPUT = JSON.parse(readFileSync(path.join(REPO_ROOT, 'fixtures/hurricane/output.json'), 'utf8'));
const ONLY = '(only plain data, paths, datetimes, UUIDs and NumPy numbers are read)';
const EXP_ID = '0c9639c9-995e-4420-bd7f-5b3006a0aebd';

/** A protocol-2 stream from opcode bytes (binary strings for readability). */
function stream(...parts: (string | number[] | Uint8Array)[]): Uint8Array {
  const bytes: number[] = [0x80, 0x02];
  for (const p of parts) {
    if (typeof p === 'string') for (const c of p) bytes.push(c.charCodeAt(0));
    else bytes.push(...p);
  }
  return Uint8Array.from(bytes);
}
const str = (s: string) => {
  const b = Buffer.from(s);
  return [0x58, b.length & 0xff, (b.length >> 8) & 0xff, 0, 0, ...b];
};
const refusal = async (bytes: Uint8Array) => {
  const r = await readPickle(bytes);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.message;
};

describe('pickles written by CPython (fixtures/hurricane/asbench/parity)', () => {
  const files = readdirSync(path.join(BASE, 'parity')).sort();

  it('covers protocols 2 to 5, lists, NumPy arrays with 1.x and 2.x names, scalars, a bare results dict', () => {
    for (const p of [2, 3, 4, 5])
      for (const kind of ['lists', 'numpy1', 'numpy2', 'scalars']) expect(files).toContain(`${kind}-p${p}.pkl`);
    expect(files).toContain('bare-p4.pkl');
    const p1 = readFileSync(path.join(BASE, 'parity/numpy1-p4.pkl')).toString('latin1');
    expect(p1).toContain('numpy.core.multiarray');
    expect(p1).not.toContain('numpy._core');
    expect(readFileSync(path.join(BASE, 'parity/numpy2-p5.pkl')).toString('latin1')).toContain('numpy._core.numeric');
  });

  it.each(files)('%s reads as the numbers of output.json', async (file) => {
    const bytes = readFileSync(path.join(BASE, 'parity', file));
    expect(pickleProtocol(bytes)).toBe(Number(/p(\d)\.pkl$/.exec(file)![1]));
    const r = await readPickle(bytes);
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    const value = (r as { value: Record<string, unknown> }).value;
    expect(file.startsWith('bare') ? value : value.results).toEqual(OUTPUT);
  });

  it("asbench's dataset folder holds a copy of fixtures/hurricane/groundtruth.json (regenerate both together)", () => {
    expect(
      readFileSync(path.join(BASE, 'datasets/HurricaneMobility/groundtruth/hurricane_groundtruth.json'), 'utf8'),
    ).toBe(readFileSync(path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'), 'utf8'));
  });

  it('rebuilds paths as strings and datetimes as ISO strings; keeps YAML text as text', async () => {
    const r = await readPickle(readFileSync(path.join(BASE, 'parity/lists-p2.pkl')));
    expect(r.ok && (r.value as { metadata: unknown }).metadata).toMatchObject({
      exp_id: EXP_ID,
      result_filename: `.agentsociety-benchmark/agentsociety_data/inference_results/HurricaneMobility_${EXP_ID}_results.pkl`,
      // A datetime object in this variant (asbench writes the ISO string).
      execution_time: '2025-07-14T09:31:27.418532',
      llm: 'qwen2.5-7b-instruct',
      agent:
        'agent_class: MyHurricaneAgent\nmemory_from_file: /home/user/.agentsociety-benchmark/datasets/HurricaneMobility/profiles.json\nnumber: 100\n',
    });
  });
});

describe("asbench's own result pickle (what BenchmarkRunner.run writes)", () => {
  const file = path.join(BASE, `HurricaneMobility_${EXP_ID}_results.pkl`);

  it('reads the UUID, the path, the ISO time and the YAML strings as the JSON route dumps them', async () => {
    const bytes = readFileSync(file);
    expect(pickleProtocol(bytes)).toBe(4);
    const r = await readPickle(bytes);
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    // json.dump(wrapper, default=str): what docs/hurricane.md's JSON route writes, from CPython.
    const dumped = JSON.parse(readFileSync(file.replace(/\.pkl$/, '.json'), 'utf8'));
    expect((r as { value: unknown }).value).toEqual(dumped);
    expect(dumped.results).toEqual(OUTPUT);
    expect(dumped.metadata).toMatchObject({
      exp_id: EXP_ID,
      execution_time: '2025-07-14T09:31:27.418532',
      mode: 'inference',
    });
    expect(typeof dumped.metadata.config).toBe('string');
  });

  it('reads a UUID of any 128-bit value, with or without is_safe, and refuses other states', async () => {
    const uuid = (state: (string | number[])[]) => stream('cuuid\nUUID\n)', [0x81], '}(', ...state, 'ub.');
    const int = (n: bigint) => {
      const b: number[] = [];
      for (let v = n; b.length < 17; v >>= 8n) b.push(Number(v & 0xffn));
      return [0x8a, 17, ...b];
    };
    expect(await readPickle(uuid([str('int'), int(0n)]))).toEqual({
      ok: true,
      value: '00000000-0000-0000-0000-000000000000',
    });
    const max = (1n << 128n) - 1n;
    expect(await readPickle(uuid([str('int'), int(max), str('is_safe'), 'J', [0xff, 0xff, 0xff, 0xff]]))).toEqual({
      ok: true,
      value: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    });
    // SafeUUID as an enum member: SafeUUID(0).
    expect(
      await readPickle(uuid([str('int'), 'K', [5], str('is_safe'), 'cuuid\nSafeUUID\nK', [0], [0x85], 'R'])),
    ).toEqual({
      ok: true,
      value: '00000000-0000-0000-0000-000000000005',
    });
    expect(await refusal(uuid([str('int'), int(1n << 128n)]))).toBe(
      'a UUID state "int" must be an integer of 128 bits',
    );
    expect(await refusal(uuid([str('int'), 'K', [1], str('node'), 'K', [1]]))).toBe(
      'a UUID state holds only "int" and "is_safe" (0, -1 or None), not "node"',
    );
    expect(await refusal(uuid([]))).toBe('a UUID state without "int"');
    expect(await refusal(stream('cuuid\nUUID\n', str('x'), [0x85], 'R.'))).toBe(
      `pickle call uuid.UUID is not read ${ONLY}`,
    );
  });
});

describe('hostile and malformed pickles are refused, naming the class or the opcode', () => {
  it.each([
    ['os-system.pkl', `unsupported pickle class os.system ${ONLY}`],
    ['posix-system-in-metadata.pkl', `unsupported pickle class posix.system ${ONLY}`],
    ['subprocess.pkl', `unsupported pickle class subprocess.check_call ${ONLY}`],
    ['builtins-eval.pkl', `unsupported pickle class builtins.eval ${ONLY}`],
    ['unknown-class.pkl', `unsupported pickle class my_hurricane_agent.Unknown ${ONLY}`],
    ['deep-nest.pkl', 'nested deeper than 100 levels'],
    ['mark-bomb.pkl', 'nested deeper than 100 levels (MARK at byte 102)'],
    ['huge-length.pkl', 'truncated pickle: BINUNICODE8 at byte 2 declares 4611686018427387904 bytes, 4 left'],
    ['truncated.pkl', /^truncated pickle: /],
    ['reduce-on-a-string.pkl', `unsupported pickle REDUCE at byte 11: calls no allowed class ${ONLY}`],
    [
      'protocol-0.pkl',
      'not a pickle of protocol 2 to 5 (it does not start with their PROTO opcode; protocols 0 and 1 are not read)',
    ],
  ])('%s', async (file, message) => {
    expect(await refusal(readFileSync(path.join(BASE, 'hostile', file)))).toMatch(
      typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
    );
  });

  it('refuses opcodes that build objects or reach outside the stream', async () => {
    expect(await refusal(stream('N)', [0x81], '.'))).toBe(`unsupported pickle NEWOBJ of None ${ONLY}`);
    expect(await refusal(stream('cuuid\nUUID\n', str('x'), [0x85, 0x81], '.'))).toBe(
      `unsupported pickle NEWOBJ of uuid.UUID ${ONLY}`,
    );
    expect(await refusal(stream('N', [0x92], '.'))).toBe(`unsupported pickle opcode NEWOBJ_EX at byte 3 ${ONLY}`);
    expect(await refusal(stream('P1\n.'))).toBe(`unsupported pickle opcode PERSID at byte 2 ${ONLY}`);
    expect(await refusal(stream([0x82, 1], '.'))).toBe(`unsupported pickle opcode EXT1 at byte 2 ${ONLY}`);
    expect(await refusal(stream('I1\n.'))).toBe(`unsupported pickle opcode INT at byte 2 ${ONLY}`);
    expect(await refusal(stream([0xff]))).toBe(`unsupported pickle opcode 0xff at byte 2 ${ONLY}`);
    expect(await refusal(Uint8Array.from([0x80, 6, 0x4e, 0x2e]))).toBe(
      'pickle protocol 6 is not read (protocols 2 to 5)',
    );
  });

  it('refuses allowed classes called with anything but their data', async () => {
    expect(await refusal(stream('c_codecs\nencode\n', str('x'), str('rot13'), [0x86], 'R.'))).toMatch(
      /^pickle call _codecs\.encode is read only for \(str, "latin1"\)/,
    );
    expect(await refusal(stream('cnumpy\ndtype\n', str('O8'), [0x85], 'R.'))).toBe(
      'unsupported NumPy dtype "O8" (only integer, float and bool numbers are read)',
    );
    expect(await refusal(stream('cnumpy\nndarray\n)R.'))).toBe(`pickle call numpy.ndarray is not read ${ONLY}`);
    expect(await refusal(stream('cdatetime\ndatetime\n.'))).toBe(`datetime.datetime as a value is not read ${ONLY}`);
    expect(await refusal(stream('N', str('x'), 'b.'))).toBe(`unsupported pickle BUILD of None ${ONLY}`);
  });

  it('bounds the stack, shared references and memo reads', async () => {
    expect(await refusal(stream('N', '2'.repeat(1_000_001), '.'))).toBe('more than 1000000 values on the pickle stack');
    // A list of 1000 references to a list of 1000 references to a list of 10 values: 10^7 values when read.
    const leaf = ['(', ...Array(10).fill('N'), 'l', 'q', '\u0000'].join('');
    const mid = `(${'h\u0000'.repeat(1000)}lq\u0001`;
    expect(await refusal(stream(leaf, '0', mid, '0', `(${'h\u0001'.repeat(1000)}l.`))).toBe(
      'more than 1000000 values (shared references expand when read)',
    );
    expect(await refusal(stream('h\u0007.'))).toBe('malformed pickle: memo entry 7 read at byte 2 was never stored');
    expect(await refusal(stream('a.'))).toBe('malformed pickle: APPEND at byte 2 finds the stack empty');
    expect(await refusal(stream('Nt.'))).toBe('malformed pickle: TUPLE at byte 3 without a MARK');
    expect(await refusal(stream('N'))).toBe('truncated pickle: the stream ends at byte 3 without STOP');
    // A list that contains itself: a cycle is as deep as the nesting bound.
    expect(await refusal(stream(']q\u0000h\u0000a.'))).toBe('nested deeper than 100 levels');
  });

  it('reads a dict key "__proto__" as a key, never as the prototype', async () => {
    const r = await readPickle(stream('}', str('__proto__'), '}', str('polluted'), [0x88], 's', 's.'));
    expect(r.ok).toBe(true);
    const v = (r as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads integers of every width, floats as written and keys as json.dumps writes them', async () => {
    const r = await readPickle(
      stream(
        '}(',
        'K\u0001',
        [0x8a, 2, 0x00, 0x80],
        'J',
        [0xff, 0xff, 0xff, 0xff],
        'M',
        [0x34, 0x12],
        [0x88],
        'G',
        [0x7f, 0xf8, 0, 0, 0, 0, 0, 0],
        'u.',
      ),
    );
    expect(r.ok && r.value).toEqual({ 1: -32768, '-1': 0x1234, true: NaN });
  });

  it('says how large a pickle may be', () => {
    expect(MAX_PICKLE_BYTES).toBe(64 * 1024 * 1024);
  });
});
