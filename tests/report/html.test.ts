// The HTML report without a browser: the payload's JSON cannot leave its script element, the CSP
// allows exactly the script the page holds, items come in the table's order, texts are capped, and
// the same documents give the same bytes. (tests/report/html.slow.test.ts opens pages in Chromium.)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DETAIL_LIMITS } from '../../src/results/items.js';
import { scriptSafeJson } from '../../src/report/html/json.js';
import type { HtmlPayload } from '../../src/report/html/model.js';
import { tempDir } from '../helpers.js';
import { HOSTILE, writeHtmlFixture } from './html-fixture.js';

/** The payload and the script of a page, as the browser would find them. */
function parts(html: string): { payload: HtmlPayload; scripts: string[] } {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const data = scripts.find((m) => m[1]!.includes('application/json'))!;
  return {
    payload: JSON.parse(data[2]!) as HtmlPayload,
    scripts: scripts.filter((m) => !m[1]!.includes('application/json')).map((m) => m[2]!),
  };
}

describe('the HTML report', () => {
  it('JSON for a script element: any string comes back the same, and none of < > & U+2028 U+2029 is left', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '<',
            '>',
            '&',
            '\u2028',
            '\u2029',
            '/',
            '!',
            '-',
            '"',
            '\\',
            '\u0000',
            'a',
            '😀',
            '\ud800',
          ),
          maxLength: 40,
        }),
        (s) => {
          const out = scriptSafeJson({ s });
          expect(out).not.toMatch(/[<>&\u2028\u2029]/);
          expect((JSON.parse(out) as { s: string }).s).toBe(s);
        },
      ),
      { numRuns: 100 },
    );
    expect(scriptSafeJson('</script><!--')).toBe('"\\u003c/script\\u003e\\u003c!--"');
  });

  it("the CSP allows no network, and only the page's one script, by its hash", async () => {
    const { html } = await writeHtmlFixture(tempDir(), { items: 5, suites: 1, hostile: true });
    const page = readFileSync(html, 'utf8');
    const { scripts } = parts(page);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const policy = `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}">`);
    expect(scripts[0]).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
    // Every hostile string is in the payload, exact up to the terminal's naming of invisibles.
    expect(page).not.toContain(HOSTILE.suite);
    const { payload } = parts(page);
    expect(payload.suites[0]!.id).toBe(HOSTILE.suite);
    expect(payload.items.find((r) => r[5] === HOSTILE.reason)).toBeDefined();
  });

  it('items in the order flipped, new failure, failing, fixed, passing; counts per suite', async () => {
    const { html } = await writeHtmlFixture(tempDir(), { items: 30, suites: 2, fresh: 3 });
    const { payload } = parts(readFileSync(html, 'utf8'));
    const groups = payload.items.map((r) => r[2]);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(payload.items).toHaveLength(60);
    // Baseline: items 0–26, format fails at i % 10 = 9 (9, 19). Now also 27–29; correct fails at
    // i % 7 = 3 where format passed: 3, 10, 17, 24 flipped; 29 (format ✗) a new failure; 9, 19 failing in both.
    expect(payload.suites.map((s) => s.itemCounts)).toEqual([
      { shown: 30, total: 30, flipped: 4, newFailures: 1, failing: 7 },
      { shown: 30, total: 30, flipped: 4, newFailures: 1, failing: 7 },
    ]);
    const first = payload.items[0]!;
    expect(first.slice(0, 7)).toEqual([0, 'item-000003', 0, 'PF', 'PP', 'correct: expected 3', null]);
    const fresh = payload.items.find((r) => r[1] === 'item-000029')!;
    expect(fresh.slice(2, 5)).toEqual([1, 'F-', null]);
    expect(payload.suites[0]!.checks).toEqual(['format', 'correct']);
    expect(payload.run.headline).toMatch(/^2 suites: /);
  });

  it("an item's detail (input, target, output) now, and the baseline's where its checks changed, as text pairs", async () => {
    const { html } = await writeHtmlFixture(tempDir(), { items: 30, suites: 1, fresh: 3, detail: true, hostile: true });
    const { payload } = parts(readFileSync(html, 'utf8'));
    const row = (id: string) => payload.items.find((r) => r[1] === id)!;
    // Flipped (pass → fail): this run's detail, and the baseline's beside it; line breaks kept.
    expect(row('item-000010')[8]).toEqual([
      ['input', 'Question 10:\nWhat is 10 mod 4?'],
      ['target', '2'],
      ['output', 'current answer unknown'],
    ]);
    expect(row('item-000010')[9]).toEqual([
      ['input', 'Question 10:\nWhat is 10 mod 4?'],
      ['target', '2'],
      ['output', 'baseline answer 2'],
    ]);
    // Unchanged, and new (not in the baseline): this run's detail alone.
    expect(row('item-000001')[8]).toContainEqual(['output', 'current answer 1']);
    expect(row('item-000001')[9]).toBeUndefined();
    expect(row('item-000029')[8]).toContainEqual(['target', '1']);
    expect(row('item-000029')[9]).toBeUndefined();
    // `detail` is not a field of the line beside the others, nor a check.
    expect(payload.items.every((r) => (r[7] ?? []).every(([k]) => k !== 'detail'))).toBe(true);
    expect(payload.suites[0]!.checks).toEqual(['format', 'correct']);
    // A hostile output is a string like any other (the page puts it into a text node).
    expect(payload.items.find((r) => r[5] === HOSTILE.reason)![8]).toContainEqual(['output', HOSTILE.reason]);
  });

  it("a detail's texts are cut to their cap, line breaks kept, control characters replaced; at most maxEntries entries", async () => {
    const numbered = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`k${k}`, k]));
    const long = { id: 'long', format: true, correct: true, reason: null };
    const extraLines = [
      { ...long, detail: { output: `a\tb\u001b[31m\r\n${'o'.repeat(5000)}`, ...numbered } },
      { ...long, id: 'not an object', detail: 'text' },
    ];
    const { html } = await writeHtmlFixture(tempDir(), { items: 4, suites: 1, extraLines });
    const { payload } = parts(readFileSync(html, 'utf8'));
    const detail = payload.items.find((r) => r[1] === 'long')![8]!;
    expect(detail).toHaveLength(DETAIL_LIMITS.maxEntries);
    // Cut at maxText characters of the text as written, then a tab shown as spaces and ESC replaced.
    expect(detail[0]).toEqual(['output', `a    b\uFFFD[31m\n${'o'.repeat(DETAIL_LIMITS.maxText - 11)}…`]);
    expect(detail[1]).toEqual(['k0', '0']);
    expect(payload.items.find((r) => r[1] === 'not an object')).toHaveLength(8);
  });

  it('the same documents give the same bytes', async () => {
    const dir = tempDir();
    const a = readFileSync((await writeHtmlFixture(dir, { items: 20, suites: 2, hostile: true })).html);
    const b = readFileSync((await writeHtmlFixture(dir, { items: 20, suites: 2, hostile: true })).html);
    expect(a.equals(b)).toBe(true);
    expect(path.basename(dir)).not.toBe('');
  });
});
