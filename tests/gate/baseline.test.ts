import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineWarnings, loadBaselineFile, updateBaseline } from '../../src/gate/baseline.js';
import { applyGate } from '../../src/gate/index.js';
import { renderGateReports } from '../../src/report/comment.js';
import { catalog, gateHints } from '../catalog.js';
import { loadArtifactBaseline } from '../../src/github/baseline.js';
import { BaseBranchRuns } from '../../src/github/artifacts.js';
import { pullRequestTargetRefusal, type EventContext } from '../../src/github/event.js';
import { readSettings } from '../../src/action/inputs.js';
import { silentLogger } from '../../src/core/logger.js';
import { main } from '../../src/cli/main.js';
import { testClient } from '../github/clients.js';
import { FakeGitHub } from '../github/server.js';
import { doc, passFailRun, suite, tempDir, regressions } from './helpers.js';

const HASH = `sha256:${'0'.repeat(64)}`;
const env = { SOURCE_DATE_EPOCH: String(Date.parse('2026-11-21T00:00:00Z') / 1000) };

function writeRun(dir: string, outcomes: boolean[], over: Parameters<typeof doc>[1] = {}): string {
  const d = doc([passFailRun(dir, 's', outcomes)], { configHash: HASH, ...over });
  const file = path.join(dir, 'results.json');
  writeFileSync(file, JSON.stringify(d));
  return file;
}

describe('baseline files', () => {
  it('update copies the document and items files, records the reason and date; load reads provenance', async () => {
    const src = tempDir();
    const from = writeRun(
      src,
      Array.from({ length: 20 }, () => true),
      { commit: 'abc' },
    );
    const repo = tempDir();
    const to = path.join(repo, '.bench/baseline.json');
    const res = await updateBaseline({ from, to, reason: 'new model', env });
    expect(res.ok).toBe(true);
    expect(JSON.parse(readFileSync(path.join(repo, '.bench/baseline.meta.json'), 'utf8'))).toMatchObject({
      reason: 'new model',
      updatedAt: '2026-11-21T00:00:00Z',
      commit: 'abc',
    });
    expect(readFileSync(path.join(repo, '.bench/baseline.s.items.jsonl'), 'utf8').split('\n')).toHaveLength(21);
    const loaded = await loadBaselineFile(to, 'file', { env });
    expect(loaded.kind).toBe('found');
    if (loaded.kind === 'found') {
      expect(loaded.provenance).toMatchObject({ source: 'file', commit: 'abc', reason: 'new model', ageDays: 0 });
      expect(loaded.side.dir).toBe(path.dirname(to));
    }
    expect((await updateBaseline({ from, to, reason: '  ', env })).ok).toBe(false);
  });
  it('missing and invalid baselines are told apart', async () => {
    const dir = tempDir();
    expect((await loadBaselineFile(path.join(dir, 'none.json'), 'file', { env })).kind).toBe('missing');
    writeFileSync(path.join(dir, 'bad.json'), '{"schemaVersion": 1}');
    const bad = await loadBaselineFile(path.join(dir, 'bad.json'), 'path', { env });
    expect(bad.kind).toBe('invalid');
  });
  it('warns on age, tool version, config hash and input hashes', () => {
    const cur = doc([suite({ id: 's', inputs: [{ path: 'a.csv', sha256: '1', items: null, role: 'reference' }] })], {
      configHash: HASH,
    });
    const base = {
      ...doc([suite({ id: 's', inputs: [{ path: 'a.csv', sha256: '2', items: null, role: 'reference' }] })]),
      tool: { name: 'bench-check', version: '0.9.0' },
    };
    const w = baselineWarnings(
      cur,
      base,
      {
        source: 'file',
        location: 'x',
        commit: null,
        createdAt: '2026-10-01T00:00:00Z',
        runUrl: null,
        ageDays: 31, // 2026-10-01 to 2026-11-01
        reason: null,
        updatedAt: null,
      },
      14,
    );
    expect(w).toEqual([
      'the baseline is 31 days old (more than 14)',
      'tool version differs: baseline 0.9.0, current 1.0.0',
      'the config hash differs from the baseline run',
      "suite s: reference inputs differ from the baseline's (a.csv): the two runs are not measured against the same data",
    ]);
  });
});

describe('applyGate', () => {
  it('pairs through the committed baseline items files and fails on the worked case', async () => {
    const src = tempDir();
    const from = writeRun(
      src,
      Array.from({ length: 10 }, () => true),
    );
    const repo = tempDir();
    await updateBaseline({ from, to: path.join(repo, '.bench/baseline.json'), reason: 'r', env });
    const curDir = tempDir();
    const cur = doc(
      [
        passFailRun(
          curDir,
          's',
          Array.from({ length: 10 }, (_, i) => i >= 5),
        ),
      ],
      { configHash: HASH },
    );
    const out = await applyGate(
      cur,
      { baseline: { source: 'file' } },
      { cwd: repo, env, log: silentLogger, resultsDir: curDir, hints: gateHints },
    );
    expect(out.exitCode).toBe(1);
    expect(out.doc.verdict).toBe('fail');
    expect(out.comparison.suites[0]!.paired).toBe(true);
    expect(regressions(out.comparison)[0]).toMatchObject({ suite: 's', kind: 'round', id: 'reach', p: 0.03125 });
    const missing = await applyGate(
      cur,
      { onMissingBaseline: 'fail' },
      { cwd: tempDir(), env, log: silentLogger, resultsDir: curDir, hints: gateHints },
    );
    expect(missing.exitCode).toBe(3);
    expect(renderGateReports(missing.report, { catalog, commentKey: null }).markdown).toContain('**No baseline:**');
  });
});

describe('CLI compare / baseline update', () => {
  it('exit codes 0/1/2/3', async () => {
    const dir = tempDir();
    const sub = (name: string) => {
      mkdirSync(path.join(dir, name));
      return path.join(dir, name);
    };
    const base = writeRun(
      sub('b'),
      Array.from({ length: 10 }, () => true),
    );
    const cur = writeRun(
      sub('c'),
      Array.from({ length: 10 }, (_, i) => i >= 5),
    );
    const md = path.join(dir, 'comment.md');
    expect(await main(['compare', '--baseline', base, '--current', cur, '--markdown', md, '--quiet'])).toBe(1);
    expect(readFileSync(md, 'utf8')).toContain('bench-check: **fail**');
    expect(await main(['compare', '--baseline', base, '--current', base, '--markdown', md, '--quiet'])).toBe(0);
    // The default location (.bench/baseline.json, absent here) is legitimately missing: the policy decides.
    expect(
      await main(['compare', '--current', cur, '--on-missing-baseline', 'fail', '--markdown', md, '--quiet']),
    ).toBe(3);
    // A baseline named explicitly must exist, whatever the policy: exit 2, never a pass.
    for (const policy of ['pass', 'warn', 'fail']) {
      expect(
        await main([
          'compare',
          '--baseline',
          path.join(dir, 'nope.json'),
          '--current',
          cur,
          '--on-missing-baseline',
          policy,
          '--markdown',
          md,
          '--quiet',
        ]),
      ).toBe(2);
      expect(readFileSync(md, 'utf8')).toContain('bench-check: **error**');
      expect(readFileSync(md, 'utf8')).toContain('The baseline could not be loaded:** the baseline');
    }
    // A baseline with no suite id in common compares nothing: it is a missing baseline, never a pass.
    const other = path.join(sub('o'), 'results.json');
    writeFileSync(
      other,
      JSON.stringify(
        doc(
          [
            passFailRun(
              path.dirname(other),
              'another-suite',
              Array.from({ length: 10 }, () => true),
            ),
          ],
          { configHash: HASH },
        ),
      ),
    );
    expect(await main(['compare', '--baseline', other, '--current', cur, '--markdown', md, '--quiet'])).toBe(0);
    expect(readFileSync(md, 'utf8')).toContain('bench-check: **warn**');
    expect(readFileSync(md, 'utf8')).toContain(
      '**No baseline:** the baseline shares no suite id with this run &#40;baseline&#58; another-suite; this run&#58; s&#41;, so it is treated as missing.',
    );
    expect(
      await main([
        'compare',
        '--baseline',
        other,
        '--current',
        cur,
        '--on-missing-baseline',
        'fail',
        '--markdown',
        md,
        '--quiet',
      ]),
    ).toBe(3);
    expect(
      await main([
        'compare',
        '--baseline',
        other,
        '--current',
        cur,
        '--on-missing-baseline',
        'pass',
        '--markdown',
        md,
        '--quiet',
      ]),
    ).toBe(0);
    expect(readFileSync(md, 'utf8')).toContain('bench-check: **no-baseline**');
    writeFileSync(path.join(dir, 'broken.json'), '{');
    expect(
      await main([
        'compare',
        '--baseline',
        base,
        '--current',
        path.join(dir, 'broken.json'),
        '--markdown',
        md,
        '--quiet',
      ]),
    ).toBe(2);
    expect(
      await main(['compare', '--baseline', base, '--current', cur, '--level', '2', '--markdown', md, '--quiet']),
    ).toBe(2);
    expect(
      await main([
        'baseline',
        'update',
        '--from',
        cur,
        '--reason',
        'why',
        '--to',
        path.join(dir, 'bl/baseline.json'),
        '--quiet',
      ]),
    ).toBe(0);
  });
});

describe('artifact baseline', () => {
  const gh = new FakeGitHub();
  beforeAll(async () => {
    await gh.start();
  });
  afterAll(async () => gh.stop());
  it('downloads the base-branch run artifact and records its provenance', async () => {
    const src = tempDir();
    const file = writeRun(
      src,
      Array.from({ length: 12 }, () => true),
      { commit: 'mb' },
    );
    gh.mergeBases.set('base...head', { sha: 'mb', date: '2026-11-20T00:00:00Z' });
    gh.runs.push({
      id: 31,
      workflow_id: 9,
      head_sha: 'mb',
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-11-20T01:00:00Z',
      artifacts: [
        {
          id: 5,
          name: 'bench-results',
          files: {
            'out/results.json': readFileSync(file, 'utf8'),
            'out/s.items.jsonl': readFileSync(path.join(src, 's.items.jsonl'), 'utf8'),
          },
        },
      ],
    });
    const client = await testClient(gh);
    const repo = { owner: 'o', repo: 'r' };
    const loaded = await loadArtifactBaseline(client, {
      repo,
      runs: new BaseBranchRuns(repo, 9, 'main'),
      baseSha: 'base',
      headSha: 'head',
      artifactName: 'bench-results',
      dest: tempDir(),
      env,
    });
    expect(loaded.kind).toBe('found');
    if (loaded.kind === 'found') {
      expect(loaded.provenance).toMatchObject({
        source: 'artifact',
        commit: 'mb',
        runUrl: 'https://github.com/o/r/actions/runs/31',
      });
      expect(loaded.provenance.location).toContain('at the merge base');
    }
    const none = await loadArtifactBaseline(client, {
      repo,
      runs: new BaseBranchRuns(repo, 9, 'dev'),
      baseSha: null,
      headSha: null,
      artifactName: 'bench-results',
      dest: tempDir(),
      env,
    });
    expect(none).toMatchObject({ kind: 'missing' });
  });

  it('trusts only push/schedule/workflow_dispatch runs of this repository; an unknown merge base is said', async () => {
    const src = tempDir();
    const trusted = writeRun(
      src,
      Array.from({ length: 12 }, () => true),
      { commit: 'tr' },
    );
    const forged = writeRun(
      tempDir(),
      Array.from({ length: 12 }, () => false),
      { commit: 'fork' },
    );
    const art = (id: number, file: string) => [
      { id, name: 'bench-results', files: { 'results.json': readFileSync(file, 'utf8') } },
    ];
    gh.runs = [
      // A fork's PR from its own branch named main: matches branch=main, newer, at the "merge base".
      {
        id: 71,
        workflow_id: 9,
        head_sha: 'fk',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-22T00:00:00Z',
        event: 'pull_request',
        headRepository: 'mallory/r',
        artifacts: art(710, forged),
      },
      // A same-repository pull_request run on a branch named main: not trusted either.
      {
        id: 72,
        workflow_id: 9,
        head_sha: 'pr',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-21T00:00:00Z',
        event: 'pull_request',
        artifacts: art(720, forged),
      },
      // A push run of a fork (head_repository elsewhere).
      {
        id: 73,
        workflow_id: 9,
        head_sha: 'fp',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-20T12:00:00Z',
        event: 'push',
        headRepository: 'mallory/r',
        artifacts: art(730, forged),
      },
      {
        id: 74,
        workflow_id: 9,
        head_sha: 'tr',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-20T00:00:00Z',
        event: 'push',
        artifacts: art(740, trusted),
      },
    ];
    gh.mergeBases.clear();
    gh.mergeBases.set('b...h', { sha: 'fk', date: '2026-11-22T00:00:00Z' });
    const client = await testClient(gh);
    const repo = { owner: 'o', repo: 'r' };
    // A spread reads the getter: each lookup lists the runs afresh.
    const query = {
      repo,
      get runs() {
        return new BaseBranchRuns(repo, 9, 'main');
      },
      baseSha: 'b',
      headSha: 'h',
      artifactName: 'bench-results',
      env,
    };
    const loaded = await loadArtifactBaseline(client, { ...query, dest: tempDir() });
    expect(loaded.kind).toBe('found');
    if (loaded.kind !== 'found') return;
    expect(loaded.provenance.run).toEqual({ id: 74, event: 'push', branch: 'main', sha: 'tr' });
    expect(loaded.provenance.commit).toBe('tr');
    expect(loaded.provenance.notes).toEqual([
      '3 successful run(s) on main were not considered: only push, schedule and workflow_dispatch runs of this repository are trusted',
    ]);
    // The merge base cannot be determined (compare says 404): the newest trusted run, and the report says so.
    const unknown = await loadArtifactBaseline(client, { ...query, headSha: 'gone', dest: tempDir() });
    expect(unknown.kind === 'found' && unknown.provenance.notes).toEqual([
      'the merge base could not be determined (the compare API answered HTTP 404 for b...gone): the newest trusted run was used',
      '3 successful run(s) on main were not considered: only push, schedule and workflow_dispatch runs of this repository are trusted',
    ]);
    // Only untrusted runs: no baseline at all (missing), never the fork's.
    gh.runs = gh.runs.slice(0, 3);
    expect(await loadArtifactBaseline(client, { ...query, dest: tempDir() })).toMatchObject({ kind: 'missing' });
  });

  it('fails closed: an API error anywhere in the lookup is an error with the status and URL, never a missing baseline', async () => {
    const src = tempDir();
    const file = writeRun(
      src,
      Array.from({ length: 12 }, () => true),
      { commit: 'mb' },
    );
    gh.runs = [
      {
        id: 31,
        workflow_id: 9,
        head_sha: 'mb',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-20T01:00:00Z',
        artifacts: [{ id: 5, name: 'bench-results', files: { 'results.json': readFileSync(file, 'utf8') } }],
      },
    ];
    const client = await testClient(gh); // the retries happen, without the waits
    const repo = { owner: 'o', repo: 'r' };
    // A spread reads the getter: each lookup lists the runs afresh.
    const query = {
      repo,
      get runs() {
        return new BaseBranchRuns(repo, 9, 'main');
      },
      baseSha: 'base',
      headSha: 'head',
      artifactName: 'bench-results',
      env,
    };
    const cases: [RegExp, number, RegExp][] = [
      [/\/actions\/workflows\/9\/runs/, 404, /actions\/workflows\/9\/runs\?branch=main.* → HTTP 404/],
      [/\/actions\/workflows\/9\/runs/, 500, /HTTP 500/],
      [/\/compare\//, 502, /compare\/base\.\.\.head\?per_page=1 → HTTP 502/],
      [/\/runs\/31\/artifacts/, 503, /runs\/31\/artifacts.* → HTTP 503/],
      [/\/artifacts\/5\/zip/, 500, /artifact of run 31: .*HTTP 500/],
    ];
    for (const [where, status, message] of cases) {
      gh.failures = [];
      gh.failOn(where, status);
      const loaded = await loadArtifactBaseline(client, { ...query, dest: tempDir() });
      expect(loaded.kind, `${where} ${status}`).toBe('error');
      if (loaded.kind === 'error') {
        expect(loaded.message).toMatch(message);
        expect(loaded.message).toContain(gh.url);
      }
    }
    // No merge base (404 from compare: commits gone after a force push) is not an error: the newest run is used.
    gh.failures = [];
    gh.failOn(/\/compare\//, 404);
    expect(await loadArtifactBaseline(client, { ...query, dest: tempDir() })).toMatchObject({ kind: 'found' });
    // A run whose artifact lacks results.json is broken, not absent.
    gh.failures = [];
    gh.runs[0]!.artifacts[0]!.files = { 'other.txt': 'x' };
    const empty = await loadArtifactBaseline(client, { ...query, dest: tempDir() });
    expect(empty).toMatchObject({ kind: 'error', message: expect.stringContaining('holds no results.json') });
  });
});

describe('action inputs and pull_request_target', () => {
  it('validates inputs', () => {
    const get = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    const ok = readSettings(get({ mode: 'all', baseline: 'baselines/main.json', 'baseline-max-age-days': '7' }));
    expect(ok.ok && ok.value).toMatchObject({
      mode: 'all',
      comment: 'always',
      commentKey: 'default',
      failOnRegression: true,
      baseline: { source: 'path', path: 'baselines/main.json' },
      baselineMaxAgeDays: 7,
    });
    const bad = readSettings(get({ comment: 'sometimes', 'fail-on-regression': 'maybe', 'comment-key': 'a b' }));
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.diagnostics.map((d) => [d.code, d.field])).toEqual([
        ['input', 'comment'],
        ['input', 'fail-on-regression'],
        ['input', 'comment-key'],
      ]);
    // Artifact caps and the comment author: defaults, overrides, and refusals.
    expect(ok.ok && ok.value).toMatchObject({
      commentAuthor: 'github-actions[bot]',
      artifactLimits: { maxCompressedBytes: 100 * 2 ** 20, maxExpandedBytes: 500 * 2 ** 20, maxEntries: 10_000 },
    });
    const set = readSettings(
      get({
        'artifact-max-compressed-mib': '5',
        'artifact-max-expanded-mib': '20',
        'artifact-max-entries': '30',
        'comment-author': 'my-app[bot]',
      }),
    );
    expect(set.ok && set.value).toMatchObject({
      commentAuthor: 'my-app[bot]',
      artifactLimits: { maxCompressedBytes: 5 * 2 ** 20, maxExpandedBytes: 20 * 2 ** 20, maxEntries: 30 },
    });
    const wrong = readSettings(
      get({ 'artifact-max-entries': '-1', 'artifact-max-expanded-mib': 'lots', 'comment-author': 'two words' }),
    );
    expect(wrong.ok ? [] : wrong.diagnostics.map((d) => d.field)).toEqual([
      'artifact-max-expanded-mib',
      'artifact-max-entries',
      'comment-author',
    ]);
  });
  it('refuses pull_request_target with the PR head checked out', () => {
    const ctx: EventContext = {
      eventName: 'pull_request_target',
      repo: { owner: 'o', repo: 'r' },
      runId: 1,
      runUrl: null,
      payload: { pull_request: { number: 1, head: { sha: 'h' }, base: { sha: 'b', ref: 'main' } } },
    };
    expect(pullRequestTargetRefusal(ctx, 'h')).toMatch(/workflow_run/);
    expect(pullRequestTargetRefusal(ctx, 'b')).toBeNull();
    expect(pullRequestTargetRefusal({ ...ctx, eventName: 'pull_request' }, 'h')).toBeNull();
  });
});
