// The HTML report at scale (docs/html-report.md): two suites of 50 000 items each, a baseline and a
// current run through the real gate, rendered to one file and opened in the system's Chromium.
// Reports the time to write it, its size, and when the page was usable; the file must stay under
// 30 MB and the page usable within 5 s. Size: HTML_BENCH_ITEMS (items per suite, default 50 000).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHtmlFixture } from '../tests/report/html-fixture.js';
import { launchChromium, openReport } from '../tests/report/html-browser.js';

const perSuite = Number(process.env.HTML_BENCH_ITEMS ?? 50_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-check-html-'));
try {
  const started = process.hrtime.bigint();
  const { html } = await writeHtmlFixture(dir, { items: perSuite, suites: 2, fresh: 10 });
  const written = Number(process.hrtime.bigint() - started) / 1e9;
  const mb = statSync(html).size / 1024 / 1024;
  const browser = await launchChromium();
  try {
    const opened = await openReport(browser, html);
    const rows = await opened.page.locator('tr.item').count();
    const t0 = Date.now();
    await opened.page.selectOption('select[aria-label=items]', 'flipped');
    await opened.page.locator('.count', { hasText: 'in all' }).waitFor();
    const filterMs = Date.now() - t0;
    console.log(
      `html report: ${2 * perSuite} items, gate + write ${written.toFixed(1)} s, ${mb.toFixed(1)} MB, usable after ${opened.readyMs} ms, ${rows} rows in the DOM, filter ${filterMs} ms, ${opened.errors.length} console errors, ${opened.requests.length} request(s)`,
    );
    const problems = [
      mb >= 30 ? `file ${mb.toFixed(1)} MB ≥ 30 MB` : null,
      opened.readyMs >= 5000 ? `usable after ${opened.readyMs} ms ≥ 5 s` : null,
      opened.errors.length > 0 ? `console errors: ${opened.errors.join('; ')}` : null,
      opened.requests.length !== 1 ? `requests: ${opened.requests.join(', ')}` : null,
    ].filter((p) => p !== null);
    if (problems.length > 0) {
      console.log(`FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
