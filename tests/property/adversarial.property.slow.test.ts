// Hang checks: every parser gets adversarial inputs of about 1 MB (long runs of quotes,
// backslashes, brackets, digits, signs, unicode, NUL, lone surrogates, unbalanced quotes) and must
// finish. The bound is vitest's per-test timeout (generous: the machine is shared and noisy); a
// quadratic or backtracking-exponential path takes minutes on these sizes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGovernment } from '../../src/benchmarks/flood/parse.js';
import { csvHeader, jsonColumnMask } from '../../src/benchmarks/transitlm/input/records.js';
import { parseRecordBatch } from '../../src/benchmarks/transitlm/parallel/batches.js';
import { FastJson } from '../../src/benchmarks/transitlm/fast/json.js';
import { parseIntString } from '../../src/benchmarks/transitlm/reference/float.js';
import { parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { parseUnit } from '../../src/benchmarks/transitlm/fast/units.js';
import { mcnemarOneSided, newcombeOneSidedP } from '../../src/gate/stats.js';
import { quoted, runs } from './support.js';
import { parseHousehold } from '../flood/sim-helpers.js';

const TIMEOUT = 10_000;
const SIZE = 1 << 20;

/** `unit` repeated to about SIZE UTF-16 units. */
const fill = (unit: string, size = SIZE) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/** The fixed adversarial inputs, by name. */
const INPUTS: Record<string, string> = {
  quotes: fill('"'),
  'double quotes': fill('""'),
  'unbalanced quote': `"${fill('a')}`,
  'quote then text': fill('"a'),
  backslashes: fill('\\'),
  'escaped quotes': fill('\\"'),
  brackets: fill('['),
  'nested objects': fill('{"a":'),
  'nested arrays closed': `${fill('[', SIZE / 2)}${fill(']', SIZE / 2)}`,
  digits: fill('1'),
  'digits then junk': `${fill('1', SIZE - 2)}x米`,
  'digits, dot, digits, junk': `${fill('1', SIZE / 2)}.${fill('2', SIZE / 2)}x公里`,
  'digits and dots': fill('1.'),
  'digits and commas': fill('1,'),
  minus: fill('-'),
  'minus digits': fill('-1 '),
  exponent: `1${fill('e')}`,
  'unicode digits': fill('１'),
  cjk: fill('地铁'),
  emoji: fill('😀'),
  nul: fill('\u0000'),
  'lone surrogates': fill('\ud800'),
  'low surrogates': fill('\udc00'),
  'line breaks': fill('\r\n'),
  'carriage returns': fill('\r'),
  spaces: `${fill(' ')}x`,
  'unicode spaces then junk': `${fill('\u3000')}x`,
  'json string with escapes': `"${fill('\\u00e9\\n')}"`,
  'json array of numbers': `[${fill('1,')}1]`,
  'json keys': `{${fill('"k":1,')}"k":1}`,
  'unit words': fill('1小时2分钟3米'),
  'think tags': fill('<think>'),
  'think close tags': fill('</think>x'),
  'quote markers': fill('> '),
  'bullet markers': fill('- '),
  emphasis: fill('**'),
  'label lines': fill('TP Assessment: HIGH - x\n'),
  'decision with many numbers': `Final Decision: ${Array.from({ length: 150_000 }, (_, i) => i).join(' ')}`,
  'decision lines': Array.from({ length: 80_000 }, (_, i) => `Final Decision: ${i}`).join('\n'),
  'unknown levels': Array.from({ length: 80_000 }, (_, i) => `TP: L${i}`).join('\n'),
  'adjustment lines': Array.from({ length: 60_000 }, (_, i) => `Adjustment: ${i}%`).join('\n'),
  separators: fill('TP' + ' '.repeat(50) + 'x\n'),
};

/** Random mixes of adversarial pieces, each repeated many times, cut to `size`. */
const mixed = (size: number) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          '"',
          '""',
          '\\',
          '[',
          '{',
          '1',
          '-',
          '.',
          'e',
          '地',
          '😀',
          '\u0000',
          '\ud800',
          ',',
          '\n',
          '\r',
          ' ',
          '米',
          '小时',
          '<think>',
          '> ',
          'TP:',
          'Final Decision: ',
          '\\u',
        ),
        fc.integer({ min: 1, max: 200_000 }),
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((pieces) =>
      pieces
        .map(([p, n]) => p.repeat(n))
        .join('')
        .slice(0, size),
    );

/** Runs `check` on the named fixed inputs and on a random mix (of `size`, about 1 MB unless said). */
function eachInput(names: string[], check: (text: string) => void, size = SIZE): void {
  for (const name of names) {
    const text = INPUTS[name];
    if (text === undefined) throw new Error(`no input ${name}`);
    check(size >= SIZE ? text : text.slice(0, size));
  }
  fc.assert(
    fc.property(mixed(size), (text) => check(text)),
    runs(1),
  );
}

const header = csvHeader(['index_id', 'j', 'k']);
const mask = jsonColumnMask(header, ['j', 'k']);
const QUOTING = ['quotes', 'double quotes', 'unbalanced quote', 'quote then text', 'escaped quotes', 'backslashes'];
const JSONISH = [
  'brackets',
  'nested objects',
  'nested arrays closed',
  'json string with escapes',
  'json keys',
  'minus digits',
];
const TEXT = ['digits then junk', 'cjk', 'nul', 'lone surrogates', 'carriage returns'];
const UNITS = [
  'digits then junk',
  'digits, dot, digits, junk',
  'digits and dots',
  'digits and commas',
  'unicode digits',
  'unicode spaces then junk',
  'unit words',
  'minus digits',
  'spaces',
  'emoji',
  'lone surrogates',
];
const REPLIES = [
  'think tags',
  'think close tags',
  'quote markers',
  'bullet markers',
  'emphasis',
  'label lines',
  'decision with many numbers',
  'decision lines',
  'unknown levels',
  'adjustment lines',
  'separators',
  'minus',
  'carriage returns',
  'lone surrogates',
];

describe('parsers finish on 1 MB adversarial inputs', () => {
  const csv = (text: string) => {
    const { rows } = parseRecordBatch({ bytes: Buffer.from(`1,${quoted(text)}\n${text}`), line: 2, end: true }, mask);
    expect(rows.length).toBeGreaterThan(0);
  };
  it(
    'CSV records with JSON columns (quotes, JSON): the text as a quoted cell, then as records of its own',
    { timeout: TIMEOUT },
    () => {
      eachInput([...QUOTING, ...JSONISH], csv);
    },
  );
  it('CSV records with JSON columns (other text)', { timeout: TIMEOUT }, () => {
    eachInput(TEXT, csv);
  });

  it('json.loads (parsePyJson)', { timeout: TIMEOUT }, () => {
    eachInput(
      [...QUOTING, ...JSONISH, ...TEXT, 'digits', 'exponent', 'json array of numbers', 'digits and dots', 'minus'],
      (text) => {
        expect(typeof parsePyJson(text).ok).toBe('boolean');
      },
    );
  });

  it('JSON cells read from the CSV bytes', { timeout: TIMEOUT }, () => {
    const reader = new FastJson();
    eachInput([...QUOTING, ...JSONISH, 'digits', 'cjk'], (text) => {
      expect(typeof reader.read(Buffer.from(quoted(`[${text}]`)), 0)).toBe('number');
    });
  });

  // A quarter of the size: a unit string is read several times over (float(), then each rule);
  // a super-linear path still takes minutes at this size.
  it('unit strings (both modes), float() and int(), at 256 KB', { timeout: TIMEOUT }, () => {
    eachInput(
      UNITS,
      (text) => {
        expect(typeof parseUnit('distance', text, 'reference')).toBe('number');
        expect(typeof parseUnit('time', text, 'reference')).toBe('number');
        expect(typeof parseUnit('distance', text, 'corrected')).toBe('number');
        expect(typeof parseUnit('time', text, 'corrected')).toBe('number');
        parseIntString(text);
      },
      SIZE / 4,
    );
  });

  it('flood household and institution replies', { timeout: TIMEOUT }, () => {
    eachInput(REPLIES, (text) => {
      expect(Array.isArray(parseHousehold(text).formatErrors)).toBe(true);
      expect(Array.isArray(parseGovernment(text).errors)).toBe(true);
    });
  });

  it('gate statistics with very large counts', { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        (b, c, n) => {
          const p = mcnemarOneSided(b, c);
          expect(p >= 0 && p <= 1).toBe(true);
          const q = newcombeOneSidedP({ passed: Math.floor(n / 3), n }, { passed: Math.floor(n / 2), n: n + 1 });
          expect(q >= 0 && q <= 1).toBe(true);
        },
      ),
      runs(5),
    );
  });
});
