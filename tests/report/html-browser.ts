// The system's Chromium (Debian's `chromium`, installed by .ci/run when missing) driven by
// playwright-core, which downloads no browser: the HTML report's browser tests and its bench.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: CHROMIUM });
}

/** A report opened from disk, with what it did: console errors, page errors, every request, dialogs. */
export interface OpenedReport {
  page: Page;
  errors: string[];
  requests: string[];
  dialogs: string[];
  /** When the page said it was usable, in ms from the start of navigation (its `data-ready`). */
  readyMs: number;
}

export async function openReport(browser: Browser, file: string): Promise<OpenedReport> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const opened: OpenedReport = { page, errors: [], requests: [], dialogs: [], readyMs: Number.NaN };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') opened.errors.push(m.text());
  });
  page.on('pageerror', (e) => opened.errors.push(String(e)));
  page.on('request', (r) => opened.requests.push(r.url()));
  page.on('dialog', (d) => {
    opened.dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-ready]', { timeout: 30_000 });
  opened.readyMs = Number(await page.getAttribute('body', 'data-ready'));
  return opened;
}
