// Issue #29 end to end: the report job (the action as a process against a loopback GitHub) and
// `bench-check compare` refuse a results document over a limit — by its size before reading it,
// by what it holds before comparing or rendering it — with exit 2, the limit named, and (in the
// report job) the sticky comment saying so; a 10 000-suite artifact is reported in seconds; an
// empty run, duplicate suite ids and removed suites are never a quiet pass; fuzzed schema-valid
// documents end in exit 0/1/2, never "internal error".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { E2E_TARGET, runCli, tempDir } from '../helpers.js';
import { BASE, HEAD, runActionStep } from '../github/action-process.js';
import { useFakeGitHub } from '../github/helpers.js';
import { workflowRunEvent } from '../github/events.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { resultsDocument } from '../report/results-fuzz.arbitrary.js';
import { SEED } from '../property/support.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const HASH = `sha256:${'0'.repeat(64)}`;
const minimal = (id: string, finalScore = 90): Suite => ({
  id,
  benchmark: 'custom',
  task: null,
  status: 'ok',
  inputs: [],
  total: 100,
  errors: 0,
  rounds: [],
  metrics: {},
  finalScore,
  diagnostics: [],
});
const results = (suites: Suite[]): ResultsDocument => ({
  schemaVersion: 1,
  tool: { name: 'bench-check', version: '0.1.0' },
  run: { createdAt: '2026-11-20T10:00:00Z', commit: HEAD, configHash: HASH, shard: null },
  verdict: null,
  suites,
});

/** The PR run 555's artifact holding this results.json (and a valid pr.json), and the workflow_run event for it. */
function prArtifact(resultsJson: string) {
  gh.runs.push({
    id: 555,
    workflow_id: 42,
    head_sha: HEAD,
    head_branch: 'feature',
    conclusion: 'success',
    created_at: '2026-11-21T00:00:00Z',
    event: 'pull_request',
    artifacts: [
      {
        id: 77,
        name: 'bench-results',
        files: {
          'bench-results/results.json': resultsJson,
          'bench-results/pr.json': JSON.stringify({ number: 7, headSha: HEAD }),
        },
      },
    ],
  });
  return workflowRunEvent({ id: 555, workflow_id: 42, head_sha: HEAD, event: 'pull_request', conclusion: 'success' });
}

/** The report job's workspace: the default branch's config and its committed baseline. */
function reportWorkspace(baseline: ResultsDocument, gate: object = {}): string {
  const ws = tempDir();
  writeFileSync(path.join(ws, 'baseline.json'), JSON.stringify(baseline));
  writeFileSync(
    path.join(ws, 'bench.config.json'),
    JSON.stringify({
      suites: [{ id: 'h', benchmark: 'hurricane', input: 'x.json', groundtruth: 'y.json' }],
      gate: { baseline: { source: 'path', path: 'baseline.json' }, ...gate },
    }),
  );
  return ws;
}

const report = (ws: string, event: { name: string; payload: unknown }, inputs: Record<string, string> = {}) =>
  runActionStep(gh, ws, { mode: 'report', 'github-token': 'tkn', ...inputs }, event);

describe(`the report job (${E2E_TARGET}) and a hostile results document`, () => {
  it('6 000 suites (a tiny zip) are refused before anything is compared: exit 2, the limit named, the comment says so', async () => {
    const suites = Array.from({ length: 6000 }, (_, i) => minimal(`s${i}`));
    const event = prArtifact(JSON.stringify(results(suites)));
    const started = Date.now();
    const res = await report(reportWorkspace(results([minimal('s0')])), event);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(res.code, res.stdout).toBe(2);
    expect(res.outputs.verdict).toBe('error');
    expect(res.stdout).toContain(
      'the results document holds 6 000 suites, more than the limit of 5 000 (gate.limits.maxSuites, action input results-max-suites)',
    );
    expect(res.summary).toContain('bench-check: **error**');
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0]!.body;
    expect(body).toMatch(
      /^<!-- bench-check:default verdicts:[0-9a-f]{16} -->\n\n### 💥 bench-check: \*\*error\*\* · the results document was refused, nothing was compared · commit `c0ffee111111`/,
    );
    expect(body).toContain('gate.limits.maxSuites');
  });

  it("the limits come from the inputs and the default branch's config: bytes before reading, suites, strings", async () => {
    const doc = JSON.stringify(results([minimal('a'), minimal('b'), minimal('c', 50)]));
    const event = prArtifact(doc);
    const bySuites = await report(reportWorkspace(results([minimal('a')])), event, { 'results-max-suites': '2' });
    expect(bySuites.code, bySuites.stdout).toBe(2);
    expect(bySuites.stdout).toContain('holds 3 suites, more than the limit of 2');
    const byConfig = await report(reportWorkspace(results([minimal('a')]), { limits: { maxStringLength: 50 } }), event);
    expect(byConfig.code, byConfig.stdout).toBe(2);
    expect(byConfig.stdout).toMatch(
      /\/run\/configHash: a string of 71 characters, more than the limit of 50 characters \(gate\.limits\.maxStringLength/,
    );
    // A bad input value is a usage error, named.
    const bad = await report(reportWorkspace(results([minimal('a')])), event, { 'results-max-mib': 'lots' });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toContain('input "results-max-mib" must be a whole number > 0, got "lots"');
    // 2 MB of JSON against a 1 MiB cap: refused at its size (no parse of 2 MB needed to say so).
    gh.runs = [];
    const big = prArtifact(
      JSON.stringify({ ...results([minimal('a')]), tool: { name: 'x'.repeat(2_000_000), version: '1' } }),
    );
    const bySize = await report(reportWorkspace(results([minimal('a')])), big, { 'results-max-mib': '1' });
    expect(bySize.code, bySize.stdout).toBe(2);
    expect(bySize.stdout).toMatch(
      /the results document is 2 000 \d{3} bytes, more than the limit of 1 048 576 bytes \(1 MiB\)/,
    );
  });

  it('10 000 suites within raised limits are reported in well under a minute (122 s before issue #29), the regression named', async () => {
    const suites = Array.from({ length: 10_000 }, (_, i) => minimal(`s${i}`, i === 9999 ? 40 : 90));
    const event = prArtifact(JSON.stringify(results(suites)));
    const started = Date.now();
    const res = await report(
      reportWorkspace(results(Array.from({ length: 10_000 }, (_, i) => minimal(`s${i}`)))),
      event,
      { 'results-max-suites': '20000' },
    );
    const seconds = (Date.now() - started) / 1000;
    expect(res.code, res.stdout.slice(-2000)).toBe(1);
    expect(seconds).toBeLessThan(60);
    expect(gh.comments[0]!.body).toContain('| ❌ | `s9999` · `finalScore` | 90.00 → 40.00 |');
    expect(gh.comments[0]!.body.length).toBeLessThanOrEqual(60_000);
  }, 120_000);

  it('duplicate suite ids are refused (exit 2); an empty document is an error; a removed suite is named and warns', async () => {
    const dup = await report(
      reportWorkspace(results([minimal('a')])),
      prArtifact(JSON.stringify(results([minimal('a'), minimal('a', 10)]))),
    );
    expect(dup.code, dup.stdout).toBe(2);
    expect(dup.stdout).toContain('suite id "a" appears twice');
    gh.runs = [];
    gh.comments = [];
    const empty = await report(reportWorkspace(results([minimal('a')])), prArtifact(JSON.stringify(results([]))));
    expect(empty.code, empty.stdout).toBe(2);
    expect(empty.outputs.verdict).toBe('error');
    expect(empty.outputs.headline).toContain('no suite was scored');
    expect(gh.comments[0]!.body).toMatch(
      /### 💥 bench-check: \*\*error\*\* · 1 suite of the baseline removed: `a` · no suite was scored/,
    );
    gh.runs = [];
    gh.comments = [];
    const removed = await report(
      reportWorkspace(results([minimal('a'), minimal('gone')])),
      prArtifact(JSON.stringify(results([minimal('a')]))),
    );
    expect(removed.code, removed.stdout).toBe(0);
    expect(removed.outputs.verdict).toBe('warn');
    expect(removed.outputs.headline).toBe('verdict warn · 1 suite of the baseline removed ("gone")');
    expect(gh.comments[0]!.body).toContain('### ⚠️ bench-check: **warn** · 1 suite of the baseline removed: `gone`');
    gh.runs = [];
    const failing = await report(
      reportWorkspace(results([minimal('a'), minimal('gone')]), { onRemovedSuite: 'fail' }),
      prArtifact(JSON.stringify(results([minimal('a')]))),
    );
    expect(failing.code, failing.stdout).toBe(1);
    expect(failing.stdout).toContain('a suite of the baseline is not in this run (on-removed-suite: fail): gone');
  });
});

describe(`bench-check compare (${E2E_TARGET}) and the limits`, () => {
  it('exit 2 naming the limit (from --config); duplicate ids and an empty document are exit 2 too', async () => {
    const dir = tempDir();
    const write = (name: string, d: unknown) => writeFileSync(path.join(dir, name), JSON.stringify(d));
    write('base.json', results([minimal('a'), minimal('b')]));
    write('three.json', results([minimal('a'), minimal('b'), minimal('c')]));
    write('dup.json', results([minimal('a'), minimal('a')]));
    write('empty.json', results([]));
    writeFileSync(
      path.join(dir, 'bench.config.json'),
      JSON.stringify({
        suites: [{ id: 'h', benchmark: 'hurricane', input: 'x.json', groundtruth: 'y.json' }],
        gate: { limits: { maxSuites: 2 } },
      }),
    );
    const over = await runCli(
      ['compare', '--baseline', 'base.json', '--current', 'three.json', '--config', 'bench.config.json'],
      { cwd: dir },
    );
    expect(over.code).toBe(2);
    expect(over.stderr).toBe(
      'error: three.json /suites: the results document holds 3 suites, more than the limit of 2 (gate.limits.maxSuites, action input results-max-suites)\n',
    );
    expect(over.stdout).toBe('');
    const dup = await runCli(['compare', '--baseline', 'base.json', '--current', 'dup.json'], { cwd: dir });
    expect(dup.code).toBe(2);
    expect(dup.stderr).toContain('error: dup.json /suites/1/id: suite id "a" appears twice (suites 0 and 1)');
    const empty = await runCli(['compare', '--baseline', 'base.json', '--current', 'empty.json'], { cwd: dir });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('error: the results document holds no scored suite: nothing was measured');
    expect(empty.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^verdict: ERROR — 2 suites of the baseline removed \(a, b\), no suite was scored/,
    );
  });

  it('fuzzed schema-valid documents: exit 0, 1 or 2, never "internal error"', async () => {
    const dir = tempDir();
    const samples = fc.sample(fc.tuple(resultsDocument, resultsDocument), { seed: SEED, numRuns: 6 });
    for (const [i, [current, baseline]] of samples.entries()) {
      writeFileSync(path.join(dir, `c${i}.json`), JSON.stringify(current));
      writeFileSync(path.join(dir, `b${i}.json`), JSON.stringify(baseline));
      const r = await runCli(
        ['compare', '--baseline', `b${i}.json`, '--current', `c${i}.json`, '--markdown', `m${i}.md`],
        { cwd: dir },
      );
      expect([0, 1, 2], r.stderr).toContain(r.code);
      expect(r.stderr).not.toContain('internal error');
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
      if (r.code !== 2) expect(readFileSync(path.join(dir, `m${i}.md`), 'utf8')).toMatch(/^### /);
    }
  }, 120_000);
});
