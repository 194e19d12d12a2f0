// Usage where people look (docs/usage.md): `bench-check compare` of two runs whose items carry
// usage (tests/report/usage-fixture.ts: the pull request doubles one model's answers and slows
// it) writes the comment, the text report, JUnit, BMF, github-action-benchmark's JSON and the HTML
// report, each with the tokens, cost and latency per item and the regressions on them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';
import { writeUsageRuns } from '../report/usage-fixture.js';

describe('usage in every report of compare', () => {
  it('comment, text, JUnit, BMF, GAB and HTML carry tokens, cost and latency; the doubled answers regress', async () => {
    const dir = tempDir();
    const runs = writeUsageRuns(dir);
    const r = await runCli(
      [
        'compare',
        '--baseline',
        runs.baseline,
        '--current',
        runs.current,
        '--markdown',
        'comment.md',
        '--junit',
        'junit.xml',
        '--bmf',
        'bmf.json',
        '--gab',
        'gab.json',
        '--html',
        'report.html',
      ],
      { cwd: dir },
    );
    const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
    expect(r.code, r.stderr).toBe(1);

    // The comment: a cost column in the overview, the regressions named like score ones.
    const comment = read('comment.md');
    expect(comment).toContain('| cost per item (Δ) | cost in all |');
    const regressions = comment.slice(comment.indexOf('#### Regressions'), comment.indexOf('<details>'));
    expect(regressions).toMatch(/\| ❌ \| `chat-priced` · `tokens_per_item` \|/);
    expect(regressions).toMatch(/\| ❌ \| `chat-priced` · `cost_per_item` \|/);
    expect(regressions).toMatch(/\| ⚠️ \| `chat-priced` · `latency_p50` \|/);
    // A rise in money keeps its significant digits (never "rose by 0 USD").
    expect(regressions).toMatch(/rose by 0\.0000\d{3} USD \(42\.06 % of the baseline\)/);
    // Unpriced tokens and an unavailable source are said, never shown as a zero cost.
    expect(comment).toMatch(/`local-unpriced`[^\n]*llama-3\.1-8b-local/);
    expect(comment).toContain('lm-evaluation-harness sample files carry no token usage');

    // The terminal report names the same regressions.
    expect(r.stdout).toMatch(/chat-priced[^\n]*tokens_per_item/);
    expect(r.stdout).toMatch(/chat-priced[^\n]*cost_per_item/);

    // JUnit: a failing testcase per regressed usage metric; the suite's usage as properties.
    const junit = read('junit.xml');
    expect(junit).toMatch(/<testcase classname="chat-priced" name="metric tokens_per_item"[^>]*>\s*<failure /);
    expect(junit).toMatch(/<property name="usage\.tokensPerItem" value="[^"]+"\/>/);

    // BMF: Bencher's latency measure in nanoseconds (p50, p95 as its upper value), custom measures for tokens and cost.
    const bmf = JSON.parse(read('bmf.json')) as Record<string, Record<string, { value: number; upper_value?: number }>>;
    const chat = bmf['chat-priced']!;
    expect(chat['tokens-per-item']!.value).toBeGreaterThan(0);
    expect(chat['cost-per-item-usd']!.value).toBeGreaterThan(0);
    expect(chat.latency!.value).toBeGreaterThan(1e9); // ≈ 1.5 s in ns
    expect(chat.latency!.upper_value).toBeGreaterThanOrEqual(chat.latency!.value);
    expect(bmf['local-unpriced']!['cost-per-item-usd']).toBeUndefined();

    // github-action-benchmark: the usage metrics are smaller-is-better.
    const smaller = JSON.parse(read('gab.smaller.json')) as { name: string; unit: string }[];
    expect(smaller.map((e) => e.name)).toEqual(
      expect.arrayContaining(['chat-priced metric tokens_per_item', 'chat-priced metric cost_per_item']),
    );

    // The HTML report carries each item's usage, both sides.
    const html = read('report.html');
    expect(html).toContain('tokens_per_item');
    expect(html).toMatch(/cached/);
  });
});
