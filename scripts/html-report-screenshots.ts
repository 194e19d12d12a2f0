// The HTML report's pictures in docs/images (docs/html-report.md, README): the demo run's report,
// and a run whose items flipped against its baseline (two imported suites written, gated and
// rendered as tests/report/html-fixture.ts does), each opened in the system's Chromium.
//
//   node --import tsx scripts/html-report-screenshots.ts [OUT_DIR]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHtmlFixture } from '../tests/report/html-fixture.js';
import { launchChromium, openReport } from '../tests/report/html-browser.js';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'docs/images'));
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-check-html-shots-'));
try {
  const demo = path.join(work, 'demo.html');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'src/cli/index.ts'),
      'run',
      '--demo',
      '--out',
      path.join(work, 'demo/results.json'),
      '--html',
      demo,
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const { html } = await writeHtmlFixture(path.join(work, 'regression'), {
    items: 60,
    suites: 2,
    fresh: 4,
    names: ['qa-easy', 'qa-hard'],
  });
  const browser = await launchChromium();
  try {
    for (const [file, name] of [
      [demo, 'html-report-demo.png'],
      [html, 'html-report.png'],
    ] as const) {
      const { page } = await openReport(browser, file);
      await page.locator('table.items tbody tr').first().click();
      await page.screenshot({ path: path.join(out, name) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`wrote ${path.join(out, 'html-report-demo.png')}, ${path.join(out, 'html-report.png')}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
