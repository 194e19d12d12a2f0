// One self-contained HTML file: our markup (no document text in it), the payload as JSON in a
// <script type="application/json"> that no string can close, our script, our style, and a
// Content-Security-Policy that allows nothing from the network and no script but ours (its hash).
import { createHash } from 'node:crypto';
import { CLIENT_SCRIPT, STYLE } from './client.js';
import { htmlPayload, type HtmlReportInput } from './data.js';
import type { HtmlPayload } from './model.js';
import { scriptSafeJson } from './json.js';

export { scriptSafeJson };

/** The CSP source of our inline script: the page runs it and nothing else. */
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(CLIENT_SCRIPT).digest('base64')}'`;

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${SCRIPT_HASH}`,
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The page around a payload. */
function htmlPage(payload: HtmlPayload): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>bench-check report</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main id="app"><noscript>This report draws itself with its own script: open it in a browser with JavaScript on.</noscript></main>',
    `<script type="application/json" id="bench-data">${scriptSafeJson(payload)}</script>`,
    `<script>${CLIENT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The HTML report of a gated (or ungated) run: its payload read from the documents and items files, then the page. */
export async function renderHtmlReport(input: HtmlReportInput): Promise<string> {
  return htmlPage(await htmlPayload(input));
}
