// Property tests of the unit readers (units.ts) and Python's float()/int() of a str (python.ts):
// the fast paths (quickReferenceText, decimalOfString) must give what the regex rules and the
// general float() give, and float() must follow CPython's rules (a plain model of them below).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitValue, isPyWhitespace, PY_WS } from '../../src/benchmarks/transitlm/reference/strings.js';
import { parseFloatString, parseIntString } from '../../src/benchmarks/transitlm/reference/float.js';
import { decimalOfString } from '../../src/benchmarks/transitlm/fast/decimal.js';
import { parseUnit } from '../../src/benchmarks/transitlm/fast/units.js';
import { quickReferenceText } from '../../src/benchmarks/transitlm/fast/unit-forms.js';
import { parseUnit as referenceUnit, type UnitKind } from '../../src/benchmarks/transitlm/reference/units.js';
import { runs } from './support.js';

const KINDS: UnitKind[] = ['distance', 'time', 'fare'];
const kind = fc.constantFrom(...KINDS);

/** Pieces of unit strings: digits (ASCII and others), signs, separators, units, spaces, look-alikes. */
const piece = fc.constantFrom(
  '1',
  '2',
  '0',
  '9',
  '12',
  '.',
  '.',
  '-',
  '+',
  '_',
  'e',
  'E',
  ',',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '\u0085',
  '\u001c',
  '米',
  '公里',
  'km',
  'KM',
  'Km',
  '\u212am',
  'm',
  'meter',
  '小时',
  '分钟',
  '秒',
  '半小时',
  '元',
  '约',
  '地铁',
  '号',
  '１',
  '２',
  '٣',
  '𝟙',
  '߀',
  'nan',
  'inf',
  'Infinity',
  'i',
  'n',
  'a',
  'İ',
  '〇',
  '一',
);
const unitString = fc.string({ unit: piece, maxLength: 8 });

/** The common forms the fast reader is for: an ASCII number, then CJK text (and sometimes more). */
const commonForm = fc
  .tuple(
    fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), minLength: 1, maxLength: 18 }),
    fc.option(fc.string({ unit: fc.constantFrom('0', '3', '7'), maxLength: 4 }), { nil: undefined }),
    fc.constantFrom(
      '米',
      '公里',
      '小时',
      '分钟',
      '元',
      '小时20分钟',
      '公里500米',
      '米 ',
      '分钟x',
      '小时 ',
      '号线',
      '公里km',
      '一',
    ),
    fc.option(unitString, { nil: undefined }),
  )
  .map(([int, frac, unit, rest]) => `${int}${frac === undefined ? '' : `.${frac}`}${unit}${rest ?? ''}`);

const same = (a: number, b: number) => Object.is(a, b);

/**
 * CPython's float(str), as a plain model: each character ≥ U+007F becomes ' ' (whitespace), its
 * digit (a decimal digit) or ends the text as invalid; ASCII whitespace is stripped; then the
 * float grammar with `_` between digits, or inf/infinity/nan in any case.
 */
function modelFloat(s: string): number | null {
  const chars = Array.from(s).map((ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp < 127) return ch;
    if (isPyWhitespace(ch)) return ' ';
    const d = digitValue(cp);
    return d >= 0 ? String(d) : null;
  });
  if (chars.includes(null)) return null;
  const t = chars
    .join('')
    .replace(/^[ \t\n\v\f\r]+/, '')
    .replace(/[ \t\n\v\f\r]+$/, '');
  const digitPart = '[0-9](?:_?[0-9])*';
  if (new RegExp(`^[+-]?(?:${digitPart}(?:\\.(?:${digitPart})?)?|\\.${digitPart})(?:[eE][+-]?${digitPart})?$`).test(t))
    return Number(t.replaceAll('_', ''));
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(t);
  if (special === null) return null;
  if (special[2]!.toLowerCase() === 'nan') return NaN;
  return special[1] === '-' ? -Infinity : Infinity;
}

/**
 * The spec's unit rules with the plain patterns, as common.py writes them (N = `\d+\.?\d*`, with
 * a sign in corrected mode): the model the regex rules of units.ts must give the values of. Only
 * for short strings: these patterns backtrack through every split of a digit run.
 */
const plain = (src: string, flags = '') => new RegExp(src, `u${flags}`);
const PN = '(\\p{Nd}+\\.?\\p{Nd}*)';
const PSN = '([+-]?\\p{Nd}+\\.?\\p{Nd}*)';
function numberOf(text: string): number {
  return Number(
    Array.from(text, (ch) =>
      ch === '.' || ch === '+' || ch === '-' ? ch : String(digitValue(ch.codePointAt(0)!)),
    ).join(''),
  );
}
function firstN(src: string, s: string, flags = ''): number | null {
  const m = plain(src, flags).exec(s);
  return m === null ? null : numberOf(m[1]!);
}
function modelReference(k: UnitKind, s: string): number {
  if (k === 'distance') {
    if (s.includes('米')) {
      const v = firstN(`${PN}${PY_WS}*米`, s);
      if (v !== null) return v / 1000;
    }
    if (s.includes('公里') || s.toLowerCase().includes('km')) {
      const v = firstN(`${PN}${PY_WS}*(公里|km)`, s, 'i');
      if (v !== null) return v;
    }
  } else if (k === 'time') {
    if (s.includes('小时')) {
      const v = firstN(`${PN}${PY_WS}*小时`, s);
      if (v !== null) return v * 60;
    }
    if (s.includes('分钟')) {
      const v = firstN(`${PN}${PY_WS}*分钟`, s);
      if (v !== null) return v;
    }
  }
  return firstN(PN, s) ?? 0;
}
/** Corrected mode's items 1(a)–(e) with the plain patterns. */
function modelCorrected(k: UnitKind, raw: string): number {
  const s = raw.replace(/(?<=\p{Nd}),(?=\p{Nd}{3}(?!\p{Nd}))/gu, '');
  if (k === 'distance') {
    const metre = firstN(`${PSN}${PY_WS}*(?:米|(?:meters|meter|m)(?![A-Za-z]))`, s, 'i');
    const km = firstN(`${PSN}${PY_WS}*(?:公里|km)`, s, 'i');
    if (metre !== null && km !== null) return km + metre / 1000;
    if (metre !== null) return metre / 1000;
    if (km !== null) return km;
  } else if (k === 'time') {
    const h = firstN(`${PSN}${PY_WS}*小时`, s);
    const m = firstN(`${PSN}${PY_WS}*分钟`, s);
    const sec = firstN(`${PSN}${PY_WS}*秒`, s);
    const half = h === null && s.includes('半小时');
    if (h !== null || m !== null || sec !== null || half)
      return 60 * (h ?? 0) + (m ?? 0) + (sec ?? 0) / 60 + (half ? 30 : 0);
  }
  return firstN(PSN, s) ?? 0;
}

describe('float() and int() of a str', () => {
  it('float() follows CPython’s rules for any text (Unicode digits and spaces, `_`, inf/nan)', () => {
    fc.assert(
      fc.property(fc.oneof(unitString, commonForm), (s) => {
        const expected = modelFloat(s);
        const got = parseFloatString(s);
        if (expected === null) expect(got).toBeNull();
        else expect(got !== null && same(got, expected), `${JSON.stringify(s)}: ${got} vs ${expected}`).toBe(true);
      }),
      runs(1500),
    );
  });

  it('the plain-decimal shortcut gives Number() of the text (correctly rounded), or declines', () => {
    const plain = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.string({ unit: fc.constantFrom('0', '1', '4', '9'), maxLength: 20 }),
        fc.option(fc.string({ unit: fc.constantFrom('0', '2', '5', '9'), maxLength: 20 }), { nil: undefined }),
      )
      .map(([sign, int, frac]) => `${sign}${int}${frac === undefined ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(fc.oneof(plain, unitString), (s) => {
        const v = decimalOfString(s);
        if (v !== null) expect(same(v, Number(s)), s).toBe(true);
        else expect(/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s), s).toBe(false);
      }),
      runs(1500),
    );
  });

  it('int() of a str agrees with float() on integer texts', () => {
    fc.assert(
      fc.property(fc.oneof(unitString, fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String)), (s) => {
        const i = parseIntString(s);
        if (i === null) return;
        const f = modelFloat(s);
        expect(f !== null && f === Number(i), s).toBe(true);
      }),
      runs(1000),
    );
  });

  // Found by comparing with python3 on generated strings (regressions): the characters after the
  // first non-ASCII one were dropped, so float('１9') was 1.0 and float('2１inf') was 21.0.
  it('keeps the ASCII characters after a full-width digit or a Unicode space (as Python does)', () => {
    expect(parseFloatString('１9 ')).toBe(19);
    expect(parseFloatString('10１9\t')).toBe(1019);
    expect(parseFloatString('2１inf')).toBeNull();
    expect(parseFloatString('.１2inf')).toBeNull();
    expect(parseFloatString('\u30000\t')).toBe(0);
    expect(parseFloatString('\u3000+Infinity')).toBe(Infinity);
    expect(parseIntString('１0')).toBe(10n);
    expect(parseIntString('٣_1')).toBe(31n);
    expect(parseUnit('distance', '.１2inf', 'reference')).toBe(12); // float() fails, then the first N
    expect(parseUnit('time', '１9 ', 'reference')).toBe(19);
  });
});

describe('unit strings', () => {
  it('the regex rules give the plain patterns’ leftmost match, in both modes', () => {
    fc.assert(
      fc.property(kind, fc.oneof(commonForm, unitString, fc.string({ unit: piece, maxLength: 24 })), (k, s) => {
        const reference = s === '' ? 0 : (modelFloat(s) ?? modelReference(k, s));
        expect(same(referenceUnit(k, s, 'reference'), reference), `${k} ${JSON.stringify(s)}`).toBe(true);
        // A letter after any text makes float() reject it: the regex rules read every text generated.
        const rejected = `${s}x`;
        expect(modelFloat(rejected)).toBeNull();
        expect(same(referenceUnit(k, rejected, 'reference'), modelReference(k, rejected)), `${k} ${rejected}`).toBe(
          true,
        );
        const expected = s === '' ? 0 : (modelFloat(s) ?? modelCorrected(k, s));
        expect(same(parseUnit(k, s, 'corrected'), expected), `corrected ${k} ${JSON.stringify(s)}`).toBe(true);
      }),
      runs(1500),
    );
  });

  // Found by the hang check (adversarial.property.slow.test.ts): the plain patterns backtrack through
  // every split of a digit run, so a long number before a non-unit took seconds to hours (1 000
  // digits: 6 s; Python's re is as slow). Each of these is immediate now.
  it('a long digit run before something that is not its unit is read at once', { timeout: 10_000 }, () => {
    const digits = '1'.repeat(2_000); // the plain patterns took about a minute for these six
    expect(parseUnit('distance', `${digits}x米`, 'reference')).toBe(Infinity); // no N米, no km: the first N
    expect(parseUnit('distance', `${digits}x米 7米`, 'reference')).toBe(0.007);
    expect(parseUnit('time', `${digits}.5x小时 2小时`, 'reference')).toBe(120);
    expect(parseUnit('time', `${digits}x分钟 3分钟`, 'corrected')).toBe(3);
    expect(parseUnit('distance', `-${digits}x km 2.5km`, 'corrected')).toBe(2.5);
    expect(parseUnit('fare', `x${digits}`, 'reference')).toBe(Infinity);
  });

  it('the fast reader of the common forms gives what the regex rules give, and only where float() fails', () => {
    fc.assert(
      fc.property(kind, fc.oneof(commonForm, unitString), (k, s) => {
        const quick = quickReferenceText(k, s);
        if (quick === null) return;
        expect(parseFloatString(s), s).toBeNull();
        const reference = referenceUnit(k, s, 'reference'); // float() rejects s: the text rules
        expect(same(quick, reference), `${k} ${JSON.stringify(s)}: ${quick} vs ${reference}`).toBe(true);
        expect(same(quick, modelReference(k, s)), `${k} ${JSON.stringify(s)}`).toBe(true);
      }),
      runs(1500),
    );
  });

  it('the fast reader takes the common forms (not vacuous)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5'), minLength: 1, maxLength: 6 }),
        fc.constantFrom<[UnitKind, string]>(
          ['distance', '米'],
          ['distance', '公里'],
          ['time', '分钟'],
          ['time', '小时'],
          ['time', '小时5分钟'],
          ['fare', '元'],
        ),
        (n, [k, unit]) => {
          expect(quickReferenceText(k, n + unit)).not.toBeNull();
        },
      ),
      runs(200),
    );
  });

  it('parseUnit is step (1) "" → 0, step (2) float(), then the regex rules, for any string', () => {
    fc.assert(
      fc.property(kind, fc.oneof(commonForm, unitString), (k, s) => {
        const expected = s === '' ? 0 : (modelFloat(s) ?? modelReference(k, s));
        expect(same(parseUnit(k, s, 'reference'), expected), `${k} ${JSON.stringify(s)}`).toBe(true);
      }),
      runs(1500),
    );
  });

  it('never throws for any string, in either mode, and gives a number', () => {
    fc.assert(
      fc.property(
        kind,
        fc.constantFrom<'reference' | 'corrected'>('reference', 'corrected'),
        fc.oneof(unitString, fc.string({ unit: 'binary', maxLength: 12 })),
        (k, compat, s) => {
          expect(typeof parseUnit(k, s, compat)).toBe('number');
        },
      ),
      runs(800),
    );
  });
});
