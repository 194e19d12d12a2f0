// The HTML report in a real browser (the system's Chromium through playwright-core, one launch for
// the file): the demo run's report, a gated pair of runs with flipped items and hostile strings, and
// 100 000 items. What a reviewer does with it: read the verdict, see flipped items first, filter,
// search, open an item; and what it must never do: run a document's text, or ask the network.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';
import { HOSTILE, writeHtmlFixture } from './html-fixture.js';
import { launchChromium, openReport } from './html-browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const rowTexts = (page: Page, column: number) =>
  page.locator(`table.items tbody tr td:nth-child(${column})`).allTextContents();

describe('the HTML report in Chromium', () => {
  it('`run --demo --html` writes one file that opens offline: every suite, its verdict and items, no error, no request but the file', async () => {
    const dir = tempDir();
    const result = await runCli(
      ['run', '--demo', '--out', path.join(dir, 'results.json'), '--html', path.join(dir, 'report.html'), '--quiet'],
      { cwd: REPO_ROOT },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const file = path.join(dir, 'report.html');
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/);
    const opened = await openReport(browser, file);
    expect(opened.errors).toEqual([]);
    expect(opened.requests).toEqual([pathToFileURL(file).href]);
    const doc = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as { suites: { id: string }[] };
    const overview = await opened.page.locator('section').first().locator('tbody tr td:first-child').allTextContents();
    expect(overview).toEqual(doc.suites.map((s) => s.id));
    expect(await opened.page.locator('h1').textContent()).toContain('pass');
    // Every chart the payload holds is drawn, with one legend key per series, inside the page's width.
    const payload = JSON.parse(/id="bench-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      suites: { charts: { series: unknown[] }[] }[];
    };
    const charts = payload.suites.flatMap((s) => s.charts);
    expect(charts.length).toBeGreaterThan(0);
    const figures = opened.page.locator('figure');
    expect(await figures.count()).toBe(charts.length);
    for (const [i, c] of charts.entries()) {
      const figure = figures.nth(i);
      expect(await figure.locator('.legend .key').count()).toBe(c.series.length);
      const box = (await figure.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    // An item opens its detail: its checks and its reason.
    await opened.page.locator('table.items tbody tr').first().click();
    expect(await opened.page.locator('.detail h3').textContent()).toBe((await rowTexts(opened.page, 3))[0]);
    await opened.page.close();
  });

  it('flipped items come first; the state, suite and check filters and the search narrow the table', async () => {
    const dir = tempDir();
    const { html } = await writeHtmlFixture(dir, { items: 60, suites: 2, fresh: 4 });
    const { page, errors } = await openReport(browser, html);
    expect(errors).toEqual([]);
    // i % 7 = 3 among the 56 items of the baseline whose format passed: 8 per suite flipped pass → fail.
    const states = await rowTexts(page, 1);
    const flipped = states.filter((s) => s === 'pass → fail').length;
    expect(flipped).toBe(16);
    expect(states.slice(0, flipped).every((s) => s === 'pass → fail')).toBe(true);
    expect(states[flipped]).toBe('new failure');

    await page.selectOption('select[aria-label=items]', 'flipped');
    expect(await page.locator('.count').textContent()).toBe('items 1–16 of 16 (120 in all)');
    await page.selectOption('select[aria-label=suite]', { label: 'suite-2' });
    expect(new Set(await rowTexts(page, 2))).toEqual(new Set(['suite-2']));
    expect(await page.locator('table.items tbody tr').count()).toBe(8);
    await page.selectOption('select[aria-label=items]', 'all');
    await page.selectOption('select[aria-label=check]', 'format');
    const checks = await rowTexts(page, 4);
    expect(checks.length).toBe(6); // i % 10 = 9 of 60
    expect(checks.every((c) => c.includes('format ✗'))).toBe(true);

    await page.selectOption('select[aria-label=suite]', '');
    await page.selectOption('select[aria-label=check]', '');
    await page.fill('input[type=search]', 'ITEM-000017');
    await page.locator('.count', { hasText: 'of 2 ' }).waitFor();
    expect(await rowTexts(page, 3)).toEqual(['item-000017', 'item-000017']);
    await page.fill('input[type=search]', 'nothing like it');
    await page.locator('.count', { hasText: 'no item matches' }).waitFor();
    expect(await page.locator('table.items tbody tr').count()).toBe(0);
    await page.close();
  });

  it('hostile suite ids, item ids, reasons, fields and details show as text and run nothing', async () => {
    const dir = tempDir();
    const { html } = await writeHtmlFixture(dir, { items: 12, suites: 2, hostile: true, detail: true });
    const source = readFileSync(html, 'utf8');
    // The payload cannot end its script element or open a comment.
    const payload = source.slice(source.indexOf('id="bench-data">'), source.indexOf('</script>'));
    expect(payload).not.toMatch(/<\/?script|<!--|<img|\u2028/i);
    const { page, errors, requests, dialogs } = await openReport(browser, html);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([pathToFileURL(html).href]);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('b', { hasText: 'bold' }).count()).toBe(0);
    expect(await page.locator('a[href="#suite-0"]').textContent()).toBe(HOSTILE.suite);
    const first = page.locator('table.items tbody tr').first();
    expect(await first.locator('td.reason').textContent()).toBe(HOSTILE.reason);
    await first.click();
    const detail = await page.locator('.detail').textContent();
    expect(detail).toContain(HOSTILE.extra);
    expect(detail).toContain('<!--y&amp;');
    // What the benchmark recorded (an imported item's input, target, output), the baseline's beside
    // this run's: text, line breaks kept, the hostile output inert.
    expect(await page.locator('.detail table.recorded td').allTextContents()).toEqual([
      ...['input', 'Question 3:\nWhat is 3 mod 4?', 'Question 3:\nWhat is 3 mod 4?'],
      ...['target', '3', '3'],
      ...['output', 'baseline answer 3', HOSTILE.reason],
    ]);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    await page.close();
  });

  it('100 000 items: under 30 MB, usable within 5 s, one page of rows in the DOM, the filter answers', async () => {
    const dir = tempDir();
    const { html } = await writeHtmlFixture(dir, { items: 50_000, suites: 2, fresh: 10 });
    expect(statSync(html).size).toBeLessThan(30 * 1024 * 1024);
    const { page, errors, readyMs } = await openReport(browser, html);
    expect(errors).toEqual([]);
    expect(readyMs).toBeLessThan(5000);
    expect(await page.locator('tr.item').count()).toBe(100);
    expect(await page.locator('.count').textContent()).toBe('items 1–100 of 100000');
    const started = Date.now();
    await page.fill('input[type=search]', 'item-049999');
    await page.locator('.count', { hasText: 'of 2 ' }).waitFor();
    expect(Date.now() - started).toBeLessThan(5000);
    await page.close();
  });
});
