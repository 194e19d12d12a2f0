// Shared helpers of the property tests: fast-check settings, reference models, value printing.
import fc from 'fast-check';
import { isDict, type PyValue } from '../../src/benchmarks/transitlm/reference/value.js';

/**
 * Every property runs from this seed (fast-check prints the seed and the counterexample's path
 * on failure, so a failure is replayed with `{ seed, path }`).
 */
export const SEED = 20240613;

/** Deterministic settings for one property: a fixed seed and a modest number of runs. */
export function runs(numRuns: number): fc.Parameters<unknown> {
  return { seed: SEED, numRuns };
}

/** A PyValue as text that tells every difference apart: types (int/float), key order, NaN, -0. */
export function tagged(v: PyValue | undefined): string {
  if (v === undefined) return 'absent';
  if (typeof v === 'bigint') return `int:${v}`;
  if (typeof v === 'number') return `float:${Object.is(v, -0) ? '-0' : String(v)}`;
  if (typeof v === 'string') return `str:${JSON.stringify(v)}`;
  if (v === null || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(tagged).join(',')}]`;
  if (isDict(v)) return `{${[...v].map(([k, x]) => `${JSON.stringify(k)}:${tagged(x)}`).join(',')}}`;
  throw new Error('not a PyValue');
}

/** One record of the reference CSV model: its fields and the physical line where it starts. */
export interface ModelRecord {
  fields: string[];
  line: number;
}

/**
 * Python's csv.reader (excel dialect: delimiter `,`, quote `"`, doublequote, non-strict) over a
 * text already decoded and read in universal-newline mode (every line break is `\n`), written
 * as a direct copy of the state machine of CPython's _csv.c, line by line. `eof`: the text is
 * the whole file (an unfinished record at the end is emitted, as Python does at end of input);
 * otherwise the text stops early and a record that does not end at a line break is dropped.
 */
export function pythonCsvRecords(text: string, eof = true): ModelRecord[] {
  const records: ModelRecord[] = [];
  const lines: string[] = [];
  for (let from = 0; from < text.length;) {
    const nl = text.indexOf('\n', from);
    const to = nl === -1 ? text.length : nl + 1;
    lines.push(text.slice(from, to));
    from = to;
  }
  type State = 'START_RECORD' | 'START_FIELD' | 'IN_FIELD' | 'IN_QUOTED_FIELD' | 'QUOTE_IN_QUOTED_FIELD' | 'EAT_CRNL';
  let state = 'START_RECORD' as State;
  let fields: string[] = [];
  let field = '';
  let fieldLen = 0;
  const save = () => {
    fields.push(field);
    field = '';
    fieldLen = 0;
  };
  const add = (c: string) => {
    field += c;
    fieldLen += 1;
  };
  const EOL = null;
  const startField = (c: string | null): void => {
    if (c === '\n' || c === '\r' || c === EOL) {
      save();
      state = c === EOL ? 'START_RECORD' : 'EAT_CRNL';
    } else if (c === '"') state = 'IN_QUOTED_FIELD';
    else if (c === ',') save();
    else {
      add(c);
      state = 'IN_FIELD';
    }
  };
  const step = (c: string | null): void => {
    switch (state) {
      case 'START_RECORD':
        if (c === EOL) return; // empty line: []
        if (c === '\n' || c === '\r') {
          state = 'EAT_CRNL';
          return;
        }
        state = 'START_FIELD'; // a normal character: handled as START_FIELD
        startField(c);
        return;
      case 'START_FIELD':
        startField(c);
        return;
      case 'IN_FIELD':
        if (c === '\n' || c === '\r' || c === EOL) {
          save();
          state = c === EOL ? 'START_RECORD' : 'EAT_CRNL';
        } else if (c === ',') {
          save();
          state = 'START_FIELD';
        } else add(c);
        return;
      case 'IN_QUOTED_FIELD':
        if (c === EOL) return;
        if (c === '"') state = 'QUOTE_IN_QUOTED_FIELD';
        else add(c);
        return;
      case 'QUOTE_IN_QUOTED_FIELD':
        if (c === '"') {
          add(c);
          state = 'IN_QUOTED_FIELD';
        } else if (c === ',') {
          save();
          state = 'START_FIELD';
        } else if (c === '\n' || c === '\r' || c === EOL) {
          save();
          state = c === EOL ? 'START_RECORD' : 'EAT_CRNL';
        } else {
          add(c); // non-strict: text after a closing quote is kept
          state = 'IN_FIELD';
        }
        return;
      case 'EAT_CRNL':
        if (c === '\n' || c === '\r') return;
        if (c === EOL) {
          state = 'START_RECORD';
          return;
        }
        throw new Error('new-line character seen in unquoted field (not reachable in universal-newline mode)');
    }
  };
  let line = 1;
  let k = 0;
  for (;;) {
    // Reader_iternext: one record, reading lines until the state is START_RECORD again.
    state = 'START_RECORD';
    fields = [];
    field = '';
    fieldLen = 0;
    const start = line;
    let done = false;
    do {
      if (k >= lines.length || (!eof && !lines[k]!.endsWith('\n'))) {
        // End of input: an unfinished record is kept only when a field has begun.
        if (eof && (fieldLen !== 0 || (state as State) === 'IN_QUOTED_FIELD')) {
          save();
          records.push({ fields, line: start });
        }
        done = true;
        break;
      }
      const l = lines[k++]!;
      for (const ch of l) step(ch);
      step(EOL);
      if (l.endsWith('\n')) line += 1;
    } while ((state as State) !== 'START_RECORD'); // `step` moved it
    if (done) return records;
    records.push({ fields, line: start });
  }
}

/**
 * The rows of csv.DictReader as this project keeps them: the first record is the header (even an
 * empty one), later empty records are skipped; each row is numbered from 1.
 */
export function dictRows(records: ModelRecord[]): { header: string[] | null; rows: (ModelRecord & { row: number })[] } {
  if (records.length === 0) return { header: null, rows: [] };
  const rows = records
    .slice(1)
    .filter((r) => r.fields.length > 0)
    .map((r, i) => ({ ...r, row: i + 1 }));
  return { header: records[0]!.fields, rows };
}

/** Universal newlines as Python's text mode reads them: `\r\n` and `\r` become `\n`. */
export function universalNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

// ---------------------------------------------------------------------------------------------
// JSON texts with the value Python's json.loads gives for them

/** A JSON text and the value json.loads gives for it (dicts: first position, last value). */
export interface JsonDoc {
  text: string;
  value: PyValue;
}

/** JSON whitespace between tokens (mostly none). */
export const jsonWs = fc.constantFrom('', '', '', '', ' ', '\n', '\t', '\r\n', '  ', ' \n ');

const hex4 = (code: number, upper: boolean) => {
  const h = code.toString(16).padStart(4, '0');
  return upper ? h.toUpperCase() : h;
};

/** One character of a JSON string: raw, a short escape or a \uXXXX escape (any UTF-16 unit, lone surrogates too). */
/** A piece of a JSON string token and the text it decodes to. */
const stringPiece: fc.Arbitrary<{ text: string; value: string }> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(
        'a',
        'b',
        'k',
        '_',
        ' ',
        '1',
        '地',
        '铁',
        '号',
        '线',
        'é',
        '😀',
        '~',
        '/',
        "'",
        '\u007f',
        '\u0085',
        '\u00a0',
        '\u2028',
        '【',
        '】',
      )
      .map((c) => ({ text: c, value: c })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 2 })
      .filter((s) => !/["\\\u0000-\u001f]/.test(s))
      .map((c) => ({ text: c, value: c })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<[string, string]>(
        ['\\"', '"'],
        ['\\\\', '\\'],
        ['\\/', '/'],
        ['\\b', '\b'],
        ['\\f', '\f'],
        ['\\n', '\n'],
        ['\\r', '\r'],
        ['\\t', '\t'],
      )
      .map(([text, value]) => ({ text, value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.integer({ min: 0, max: 0xffff }),
          fc.constantFrom(0x41, 0x22, 0x5c, 0x0a, 0xd83d, 0xde00, 0xd800, 0xdfff, 0xfeff),
        ),
        fc.boolean(),
      )
      .map(([code, upper]) => ({ text: `\\u${hex4(code, upper)}`, value: String.fromCharCode(code) })),
  },
);

/** A JSON string token: mostly short, sometimes long (past the key caches' 40 characters). */
export const jsonString: fc.Arbitrary<JsonDoc> = fc
  .oneof(
    { weight: 5, arbitrary: fc.array(stringPiece, { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.array(stringPiece, { minLength: 35, maxLength: 60 }) },
  )
  .map((pieces) => ({ text: `"${pieces.map((p) => p.text).join('')}"`, value: pieces.map((p) => p.value).join('') }));

/** Object keys: the route keys (the key caches and next-key guesses), colliding short keys, and any string. */
const jsonKey: fc.Arbitrary<JsonDoc> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        'total_time',
        'line_sequence',
        'station_sequence',
        'start_transfer_mode',
        'a',
        'ab',
        'abc',
        'ba',
        '',
        'x"y',
        '地铁',
        'k'.repeat(40),
        'k'.repeat(41),
      )
      .map((k) => ({ text: JSON.stringify(k), value: k })),
  },
  { weight: 2, arbitrary: jsonString.map((s) => ({ text: s.text, value: s.value as string })) },
);

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9'), minLength: min, maxLength: max });

/** Numbers in every form of the JSON grammar: ints (exact, also huge) and floats (fraction and/or exponent). */
export const jsonNumber: fc.Arbitrary<JsonDoc> = fc.oneof(
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((b) => ({ text: String(b), value: b })),
  fc.constantFrom('-0', '0').map((t) => ({ text: t, value: 0n })),
  fc
    .record({
      sign: fc.constantFrom('', '-'),
      int: fc.oneof(
        fc.constant('0'),
        fc.tuple(fc.constantFrom('1', '3', '9'), digits(0, 20)).map(([a, b]) => a + b),
      ),
      frac: fc.option(digits(1, 20), { nil: undefined }),
      exp: fc.option(
        fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 3)).map((p) => p.join('')),
        { nil: undefined },
      ),
    })
    .filter((r) => r.frac !== undefined || r.exp !== undefined)
    .map((r) => {
      const text = `${r.sign}${r.int}${r.frac === undefined ? '' : `.${r.frac}`}${r.exp ?? ''}`;
      return { text, value: Number(text) };
    }),
);

const jsonScalar: fc.Arbitrary<JsonDoc> = fc.oneof(
  { weight: 2, arbitrary: jsonNumber },
  { weight: 2, arbitrary: jsonString },
  {
    weight: 1,
    arbitrary: fc.constantFrom<JsonDoc>(
      { text: 'null', value: null },
      { text: 'true', value: true },
      { text: 'false', value: false },
      { text: 'NaN', value: NaN },
      { text: 'Infinity', value: Infinity },
      { text: '-Infinity', value: -Infinity },
    ),
  },
);

/** Any JSON value up to a small depth, with random whitespace between tokens. */
export const jsonDoc: fc.Arbitrary<JsonDoc> = fc.letrec<{ value: JsonDoc; array: JsonDoc; object: JsonDoc }>((tie) => ({
  value: fc.oneof({ maxDepth: 4, depthIdentifier: 'json' }, jsonScalar, tie('array'), tie('object')),
  array: fc
    .tuple(jsonWs, fc.array(fc.tuple(tie('value'), jsonWs, jsonWs), { maxLength: 5, depthIdentifier: 'json' }))
    .map(([open, items]) => ({
      text: `[${open}${items.map(([v, a, b]) => `${a}${v.text}${b}`).join(',')}]`,
      value: items.map(([v]) => v.value),
    })),
  object: fc
    .tuple(
      jsonWs,
      fc.array(fc.tuple(jsonKey, tie('value'), jsonWs, jsonWs, jsonWs), { maxLength: 5, depthIdentifier: 'json' }),
    )
    .map(([open, entries]) => {
      const value = new Map<string, PyValue>();
      for (const [k, v] of entries) value.set(k.value as string, v.value);
      return {
        text: `{${open}${entries.map(([k, v, a, b, c]) => `${a}${k.text}${b}:${c}${v.text}${a}`).join(',')}}`,
        value,
      };
    }),
})).value;

/** A route-like cell: an object or an array at the top, as the CSV reader reads from the bytes. */
export const jsonContainer: fc.Arbitrary<JsonDoc> = fc
  .tuple(jsonDoc, fc.boolean())
  .map(([d, asArray]) =>
    asArray ? { text: `[${d.text}]`, value: [d.value] } : { text: `{"r":${d.text}}`, value: new Map([['r', d.value]]) },
  );

/** Characters a broken JSON text tends to have (and a few no JSON text may have). */
const jsonJunk = fc.constantFrom(
  '"',
  '""',
  '\\',
  ',',
  ':',
  '[',
  ']',
  '{',
  '}',
  '-',
  '0',
  '1',
  '.',
  'e',
  '+',
  'N',
  'I',
  'n',
  't',
  ' ',
  '\n',
  '\r',
  'x',
  '\u0000',
  '\u001f',
  '\ud800',
  '\ufeff',
  '地',
);

/** A valid text broken by a few random edits (delete, insert, truncate). */
export const brokenJson: fc.Arbitrary<string> = fc
  .tuple(
    jsonDoc,
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('delete', 'insert', 'truncate'), jsonJunk), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([doc, edits]) => {
    let t = doc.text;
    for (const [at, kind, junk] of edits) {
      const p = at % (t.length + 1);
      if (kind === 'delete') t = t.slice(0, p) + t.slice(p + 1);
      else if (kind === 'insert') t = t.slice(0, p) + junk + t.slice(p);
      else t = t.slice(0, p);
    }
    return t;
  });

/** A JSON text as a quoted CSV cell. */
export const quoted = (text: string): string => `"${text.replaceAll('"', '""')}"`;
