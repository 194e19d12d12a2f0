// `--html FILE` of compare and history: the page of the same judgement the command prints, and a
// path that is also another file of the command refused before anything is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HtmlPayload } from '../../src/report/html/model.js';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';
import { writeHtmlFixture } from './html-fixture.js';

function payloadOf(file: string): HtmlPayload {
  const html = readFileSync(file, 'utf8');
  const json = /<script type="application\/json" id="bench-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return JSON.parse(json) as HtmlPayload;
}

describe('--html', () => {
  it('compare --html: the flipped items of the run against the baseline it was given, first', async () => {
    const dir = tempDir();
    await writeHtmlFixture(dir, { items: 40, suites: 1 });
    const res = await runCli(
      ['compare', '--baseline', 'base/results.json', '--current', 'current/results.json', '--html', 'out/r.html'],
      { cwd: dir },
    );
    expect(res.stderr).toContain('HTML report written to out/r.html');
    const payload = payloadOf(path.join(dir, 'out/r.html'));
    expect(payload.run.baseline).toContain('base/results.json');
    expect(payload.items.slice(0, 6).map((r) => [r[1], r[2]])).toEqual(
      ['003', '010', '017', '024', '031', '038'].map((n) => [`item-000${n}`, 0]),
    );
  });

  it('history --html: the page of the judgement against the folder, the trend included', async () => {
    const dir = tempDir();
    await writeHtmlFixture(dir, { items: 20, suites: 1 });
    const res = await runCli(['history', '--from', 'base', '--current', 'current/results.json', '--html', 'h.html'], {
      cwd: dir,
    });
    expect(res.stderr).toContain('HTML report written to h.html');
    const payload = payloadOf(path.join(dir, 'h.html'));
    expect(payload.suites[0]!.targets.some((t) => t.history !== null && t.history.length === 1)).toBe(true);
  });

  it("run --html without a gate section: the run's items, failing or passing, and no verdict", async () => {
    const dir = tempDir();
    const res = await runCli(
      [
        'run',
        '--config',
        path.join(REPO_ROOT, 'examples/transitlm.config.json'),
        '--out',
        'r/results.json',
        '--html',
        'r.html',
      ],
      { cwd: dir },
    );
    expect(res.code, res.stderr).toBe(0);
    const payload = payloadOf(path.join(dir, 'r.html'));
    expect(payload.run.verdict).toBe('not gated');
    expect(payload.items.map((r) => [r[1], r[2]])).toEqual([
      ['fx-d-02', 2],
      ['fx-d-03', 2],
      ['fx-d-04', 2],
      ['fx-d-01', 4],
      ['fx-d-05', 4],
    ]);
  });

  it('a --html path that is the current document is refused, exit 2, nothing written', async () => {
    const dir = tempDir();
    await writeHtmlFixture(dir, { items: 5, suites: 1 });
    const before = readFileSync(path.join(dir, 'current/results.json'));
    for (const args of [
      [
        'compare',
        '--baseline',
        'base/results.json',
        '--current',
        'current/results.json',
        '--html',
        'current/results.json',
      ],
      ['history', '--from', 'base', '--current', 'current/results.json', '--html', 'current/results.json'],
    ]) {
      const res = await runCli(args, { cwd: dir });
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('--html current/results.json is also the file of --current');
    }
    expect(readFileSync(path.join(dir, 'current/results.json')).equals(before)).toBe(true);
  });
});
