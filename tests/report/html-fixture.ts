// A baseline and a current run of `imported` suites written as the CLI writes them (results.json and
// items files), gated by the real gate and rendered by the real HTML report: the browser tests'
// pages and `npm run bench`'s 100 000-item case. Items flip deterministically by index:
// item i passes both checks in the baseline unless i % 10 = 9; now it fails `correct` when i % 7 = 3
// (a flip when it passed before), and items ≥ `items` − `fresh` are new.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalog } from '../../src/benchmarks/registry.js';
import { silentLogger } from '../../src/core/logger.js';
import { loadBaselineFile } from '../../src/gate/baseline.js';
import { gateHintsOf } from '../../src/gate/config.js';
import { applyGate } from '../../src/gate/index.js';
import { renderHtmlReport } from '../../src/report/html/page.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';

export const HOSTILE = {
  suite: '<img src=x onerror=alert(1)>',
  reason: '</script><script>window.__pwned = 1</script><b>bold</b>',
  id: 'x\u2028<!--y&amp;',
  extra: '"><svg onload=alert(2)>',
} as const;

export interface HtmlFixtureOptions {
  /** Items per suite. */
  items: number;
  suites?: number;
  /** Items only in the current run (new), at the end of each suite. */
  fresh?: number;
  /** The first suite's id, a reason, an item id and a field are hostile strings. */
  hostile?: boolean;
  /** The suites' ids (default suite-1, suite-2, …). */
  names?: readonly string[];
  /**
   * Each items line has a `detail` as the imported benchmark writes it: input, target and output
   * (the output says which run wrote it); the hostile row's output is a hostile string.
   */
  detail?: boolean;
  /** Lines added to the end of the current run's first items file as they are. */
  extraLines?: readonly Record<string, unknown>[];
}

function suiteOf(id: string, itemsFile: string, rows: { format: boolean; correct: boolean }[]): Suite {
  const format = rows.filter((r) => r.format).length;
  const both = rows.filter((r) => r.format && r.correct).length;
  return {
    id,
    benchmark: 'imported',
    task: 'qa',
    status: 'ok',
    inputs: [],
    total: rows.length,
    errors: 0,
    rounds: [
      { id: 'format', input: rows.length, passed: format },
      { id: 'correct', input: rows.length, passed: rows.filter((r) => r.correct).length },
    ],
    metrics: {},
    finalScore: rows.length === 0 ? null : (100 * both) / rows.length,
    itemsFile,
    diagnostics: [],
  };
}

function writeRun(dir: string, side: 'baseline' | 'current', opts: HtmlFixtureOptions): string {
  mkdirSync(dir, { recursive: true });
  const suites: Suite[] = [];
  const n = opts.suites ?? 2;
  for (let s = 0; s < n; s++) {
    const id = s === 0 && opts.hostile === true ? HOSTILE.suite : (opts.names?.[s] ?? `suite-${s + 1}`);
    const itemsFile = `results.s${s + 1}.items.jsonl`;
    const count = side === 'baseline' ? opts.items - (opts.fresh ?? 0) : opts.items;
    const rows: { format: boolean; correct: boolean }[] = [];
    const lines: string[] = [];
    for (let i = 0; i < count; i++) {
      const format = i % 10 !== 9;
      const correct = side === 'baseline' ? true : i % 7 !== 3;
      rows.push({ format, correct });
      const hostileRow = opts.hostile === true && s === 0 && i === 3;
      const itemId = hostileRow ? HOSTILE.id : `item-${String(i).padStart(6, '0')}`;
      const reason = !format
        ? 'format: no answer'
        : !correct
          ? hostileRow
            ? HOSTILE.reason
            : `correct: expected ${i % 4}`
          : null;
      const line: Record<string, unknown> = { id: itemId, format, correct: format ? correct : null, reason };
      if (hostileRow) line.output = HOSTILE.extra;
      if (opts.detail === true)
        line.detail = {
          input: `Question ${i}:\nWhat is ${i} mod 4?`,
          target: String(i % 4),
          output: hostileRow && side === 'current' ? HOSTILE.reason : `${side} answer ${correct ? i % 4 : 'unknown'}`,
        };
      lines.push(JSON.stringify(line));
    }
    if (side === 'current' && s === 0) for (const extra of opts.extraLines ?? []) lines.push(JSON.stringify(extra));
    writeFileSync(path.join(dir, itemsFile), `${lines.join('\n')}\n`);
    suites.push(suiteOf(id, itemsFile, rows));
  }
  const doc: ResultsDocument = {
    schemaVersion: 1,
    tool: { name: 'bench-check', version: 'test' },
    run: {
      createdAt: side === 'baseline' ? '2026-01-01T00:00:00Z' : '2026-01-02T00:00:00Z',
      commit: side === 'baseline' ? 'a'.repeat(40) : 'b'.repeat(40),
      configHash: `sha256:${'0'.repeat(64)}`,
      shard: null,
    },
    verdict: null,
    suites,
  };
  const file = path.join(dir, 'results.json');
  writeFileSync(file, `${JSON.stringify(doc)}\n`);
  return file;
}

/** Writes both runs under `dir`, gates them and writes `dir/report.html`; returns its path and the current document. */
export async function writeHtmlFixture(
  dir: string,
  opts: HtmlFixtureOptions,
): Promise<{ html: string; current: ResultsDocument }> {
  const baseFile = writeRun(path.join(dir, 'base'), 'baseline', opts);
  writeRun(path.join(dir, 'current'), 'current', opts);
  const current = JSON.parse(
    (await import('node:fs')).readFileSync(path.join(dir, 'current', 'results.json'), 'utf8'),
  ) as ResultsDocument;
  // "Now" is the day after the baseline (its age is 1 day whenever this runs): the same bytes every time.
  const env = { SOURCE_DATE_EPOCH: String(Date.parse('2026-01-02T00:00:00Z') / 1000) };
  const baseline = await loadBaselineFile(baseFile, 'path', { env });
  const outcome = await applyGate(
    current,
    {},
    {
      cwd: dir,
      env,
      log: silentLogger,
      resultsDir: path.join(dir, 'current'),
      baseline,
      hints: gateHintsOf(catalog),
    },
  );
  const html = path.join(dir, 'report.html');
  writeFileSync(
    html,
    await renderHtmlReport({
      report: outcome.report,
      catalog,
      currentDir: path.join(dir, 'current'),
      baselineDir: outcome.baseline?.side.dir ?? null,
      failures: outcome.failures,
    }),
  );
  return { html, current };
}
