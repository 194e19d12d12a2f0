// Baseline provenance and integrity warnings (docs/gate.md "Baselines"): the age in whole days
// (SOURCE_DATE_EPOCH when set), the meta file beside the baseline, and the warnings on a stale
// baseline, another tool version, config hash or input file hashes. Only baselines that exist are
// loaded here; what happens to missing or unrelated baselines is specified elsewhere.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baselineWarnings,
  loadBaselineFile,
  unrelatedBaseline,
  updateBaseline,
  type BaselineProvenance,
} from '../../src/gate/baseline.js';
import { doc as rawDoc, suite, tempDir } from './helpers.js';

/** A document the results schema accepts (the helper's configHash is a placeholder). */
const doc: typeof rawDoc = (suites, over) => rawDoc(suites, { configHash: `sha256:${'0'.repeat(64)}`, ...over });

const provenance = (ageDays: number | null): BaselineProvenance => ({
  source: 'file',
  location: 'b.json',
  commit: null,
  createdAt: '2026-11-01T00:00:00Z',
  runUrl: null,
  ageDays,
  reason: null,
  updatedAt: null,
});

describe('dates', () => {
  /** The age loadBaselineFile gives a baseline created at `createdAt`, in this environment. */
  async function ageDays(createdAt: string, env: Readonly<Record<string, string | undefined>>): Promise<number | null> {
    const file = path.join(tempDir(), 'b.json');
    writeFileSync(file, JSON.stringify(doc([suite({ id: 's' })], { createdAt })));
    const loaded = await loadBaselineFile(file, 'path', { env });
    if (loaded.kind !== 'found') throw new Error(`not loaded: ${JSON.stringify(loaded)}`);
    return loaded.provenance.ageDays;
  }
  const at = (iso: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(iso) / 1000) });

  it('now is SOURCE_DATE_EPOCH (seconds) when it is a whole number, else the clock', async () => {
    expect(await ageDays('1970-01-01T00:00:00Z', { SOURCE_DATE_EPOCH: '86400' })).toBe(1);
    const today = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    for (const env of [
      {},
      { SOURCE_DATE_EPOCH: 'yesterday' },
      { SOURCE_DATE_EPOCH: '' },
      { SOURCE_DATE_EPOCH: '-5' },
      { SOURCE_DATE_EPOCH: '1.5' },
    ])
      expect(await ageDays(today, env), JSON.stringify(env)).toBe(0);
  });

  it('age is in whole days, never negative, null for a date that does not exist', async () => {
    const now = at('2026-11-15T12:00:00Z');
    expect(await ageDays('2026-11-01T00:00:00Z', now)).toBe(14);
    expect(await ageDays('2026-11-14T12:00:01Z', now)).toBe(0);
    expect(await ageDays('2026-11-14T12:00:00Z', now)).toBe(1);
    expect(await ageDays('2026-11-20T00:00:00Z', now)).toBe(0);
    expect(await ageDays('2026-13-45T00:00:00Z', now)).toBeNull();
  });

  it('the meta file sits beside the baseline, named after it', async () => {
    const dir = tempDir();
    const from = path.join(dir, 'results.json');
    writeFileSync(from, JSON.stringify(doc([suite({ id: 's' })])));
    for (const [to, meta] of [
      ['.bench/baseline.json', '.bench/baseline.meta.json'],
      ['base', 'base.meta.json'],
      ['a.json.json', 'a.json.meta.json'],
    ] as const) {
      const updated = await updateBaseline({ from, to: path.join(dir, to), reason: 'r', env: {} });
      expect(updated.ok, to).toBe(true);
      expect(JSON.parse(readFileSync(path.join(dir, meta), 'utf8'))).toMatchObject({ reason: 'r' });
    }
  });
});

describe('baselineWarnings', () => {
  it('warns when the baseline is older than maxAgeDays, not at it', () => {
    const d = doc([suite({ id: 's' })]);
    expect(baselineWarnings(d, d, provenance(15), 14)).toEqual(['the baseline is 15 days old (more than 14)']);
    expect(baselineWarnings(d, d, provenance(14), 14)).toEqual([]);
    expect(baselineWarnings(d, d, provenance(null), 14)).toEqual([]);
  });

  it('warns on another tool version or config hash', () => {
    const cur = doc([suite({ id: 's' })]);
    const base = {
      ...doc([suite({ id: 's' })], { configHash: `sha256:${'1'.repeat(64)}` }),
      tool: { name: 'bench-check', version: '0.9.0' },
    };
    expect(baselineWarnings(cur, base, provenance(1), 14)).toEqual([
      'tool version differs: baseline 0.9.0, current 1.0.0',
      'the config hash differs from the baseline run',
    ]);
  });

  it('lists, per suite, the reference inputs of the same path whose hash changed', () => {
    const input = (p: string, sha256: string) => ({ path: p, sha256, items: null });
    const cur = doc([
      suite({ id: 'a', inputs: [input('x.csv', '1'), input('y.csv', '2'), input('z.csv', '3')] }),
      suite({ id: 'b', inputs: [input('x.csv', '9')] }),
      suite({ id: 'c', inputs: [input('q', '1')] }),
    ]);
    const base = doc([
      suite({ id: 'a', inputs: [input('x.csv', '1'), input('y.csv', 'old'), input('z.csv', 'old')] }),
      suite({ id: 'c', inputs: [input('other', '2')] }),
    ]);
    expect(baselineWarnings(cur, base, provenance(0), 14)).toEqual([
      "suite a: reference inputs differ from the baseline's (y.csv, z.csv): the two runs are not measured against the same data",
    ]);
  });

  it('never warns of the model outputs under test (issue #23): by role, or — before roles — by their item count', () => {
    const file = (p: string, sha256: string, role: 'output' | 'reference' | undefined, items: number | null) => ({
      path: p,
      sha256,
      items,
      ...(role === undefined ? {} : { role }),
    });
    const cur = doc([
      suite({
        id: 'a',
        inputs: [
          file('out.json', '1', 'output', null),
          file('gt.json', '1', 'reference', 5),
          file('old.csv', '1', undefined, 8),
        ],
      }),
    ]);
    const base = doc([
      suite({
        id: 'a',
        inputs: [
          file('out.json', '2', 'output', null),
          file('gt.json', '2', 'reference', 5),
          file('old.csv', '2', undefined, 8),
        ],
      }),
    ]);
    expect(baselineWarnings(cur, base, provenance(0), 14)).toEqual([
      "suite a: reference inputs differ from the baseline's (gt.json): the two runs are not measured against the same data",
    ]);
  });
});

describe('a baseline document that exists', () => {
  it('loads with its provenance and the reason recorded by baseline update', async () => {
    const dir = tempDir();
    const from = path.join(dir, 'run', 'results.json');
    mkdirSync(path.dirname(from), { recursive: true });
    mkdirSync(path.join(dir, '.bench'), { recursive: true });
    writeFileSync(path.join(dir, 'run', 's.items.jsonl'), '{"id":"a","r":true}\n');
    const results = {
      ...doc(
        [
          suite({ id: 's', itemsFile: 's.items.jsonl' }),
          suite({ id: 't', itemsFile: 'gone.items.jsonl' }),
          suite({ id: 'u' }),
        ],
        { commit: 'c0ffee', createdAt: '2026-11-01T00:00:00Z' },
      ),
      verdict: 'fail' as const,
    };
    writeFileSync(from, JSON.stringify(results));
    const to = path.join(dir, '.bench', 'baseline.json');
    const env = { SOURCE_DATE_EPOCH: String(Date.parse('2026-11-04T06:00:00Z') / 1000) };
    const updated = await updateBaseline({ from, to, reason: 'new model', env });
    expect(updated.ok).toBe(true);
    expect(updated.diagnostics).toHaveLength(1);
    expect(updated.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'io' });
    expect(updated.diagnostics[0]!.message).toContain('(ENOENT); the gate will test suite t unpaired');
    const written = JSON.parse(readFileSync(to, 'utf8')) as typeof results;
    expect(written.verdict).toBeNull();
    // Named after the baseline file (issue #23), as a run names its side files.
    expect(written.suites.map((s) => s.itemsFile)).toEqual(['baseline.s.items.jsonl', undefined, undefined]);
    expect(readFileSync(path.join(dir, '.bench', 'baseline.s.items.jsonl'), 'utf8')).toBe('{"id":"a","r":true}\n');
    const meta = JSON.parse(readFileSync(path.join(dir, '.bench', 'baseline.meta.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({ reason: 'new model', updatedAt: '2026-11-04T06:00:00Z', commit: 'c0ffee' });
    expect(updated.written).toHaveLength(3);

    const loaded = await loadBaselineFile(to, 'file', { env });
    expect(loaded.kind).toBe('found');
    if (loaded.kind !== 'found') return;
    expect(loaded.side.dir).toBe(path.join(dir, '.bench'));
    expect(loaded.provenance).toMatchObject({
      source: 'file',
      commit: 'c0ffee',
      createdAt: '2026-11-01T00:00:00Z',
      runUrl: null,
      ageDays: 3,
      reason: 'new model',
      updatedAt: '2026-11-04T06:00:00Z',
    });
    const named = await loadBaselineFile(to, 'artifact', {
      env,
      location: 'bench-results',
      runUrl: 'https://example.test/run/1',
    });
    expect(named.kind === 'found' && named.provenance).toMatchObject({
      source: 'artifact',
      location: 'bench-results',
      runUrl: 'https://example.test/run/1',
    });
  });

  it('without a readable meta file has no reason', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'b.json');
    writeFileSync(file, JSON.stringify(doc([suite({ id: 's' })])));
    const plain = await loadBaselineFile(file, 'path', { env: {} });
    expect(plain.kind === 'found' && [plain.provenance.reason, plain.provenance.updatedAt]).toEqual([null, null]);
    writeFileSync(path.join(dir, 'b.meta.json'), '{"reason": 5, "updatedAt": "x"}');
    const bad = await loadBaselineFile(file, 'path', { env: {} });
    expect(bad.kind === 'found' && bad.provenance.reason).toBeNull();
    writeFileSync(path.join(dir, 'b.meta.json'), '{"reason": "why"}');
    const noDate = await loadBaselineFile(file, 'path', { env: {} });
    expect(noDate.kind === 'found' && [noDate.provenance.reason, noDate.provenance.updatedAt]).toEqual([null, null]);
    writeFileSync(path.join(dir, 'b.meta.json'), 'not json');
    const broken = await loadBaselineFile(file, 'path', { env: {} });
    expect(broken.kind === 'found' && broken.provenance.reason).toBeNull();
  });

  it('an invalid document is invalid, with diagnostics', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'b.json');
    writeFileSync(file, '{"schemaVersion": 1');
    const loaded = await loadBaselineFile(file, 'file', { env: {} });
    expect(loaded.kind).toBe('invalid');
    expect(loaded.kind === 'invalid' && loaded.diagnostics.length).toBeGreaterThan(0);
  });

  it('update refuses an empty reason and an invalid document', async () => {
    const dir = tempDir();
    const from = path.join(dir, 'r.json');
    writeFileSync(from, 'nope');
    const noReason = await updateBaseline({ from, to: path.join(dir, 'b.json'), reason: '  ', env: {} });
    expect(noReason).toMatchObject({ ok: false, written: [] });
    expect(noReason.diagnostics[0]).toMatchObject({
      code: 'usage',
      message: '--reason must say why the baseline changes',
    });
    const invalid = await updateBaseline({ from, to: path.join(dir, 'b.json'), reason: 'x', env: {} });
    expect(invalid).toMatchObject({ ok: false, written: [] });
    expect(invalid.diagnostics.length).toBeGreaterThan(0);
  });
});

describe('baseline update dates', () => {
  it('records SOURCE_DATE_EPOCH only when it is a whole number of seconds, else the clock, without milliseconds', async () => {
    const dir = tempDir();
    const from = path.join(dir, 'r.json');
    writeFileSync(from, JSON.stringify(doc([suite({ id: 's' })])));
    const stamp = async (epoch: string | undefined) => {
      const to = path.join(dir, `b${Math.random().toString(36).slice(2)}.json`);
      await updateBaseline({ from, to, reason: 'r', env: epoch === undefined ? {} : { SOURCE_DATE_EPOCH: epoch } });
      return (JSON.parse(readFileSync(to.replace(/\.json$/, '.meta.json'), 'utf8')) as { updatedAt: string }).updatedAt;
    };
    expect(await stamp('0')).toBe('1970-01-01T00:00:00Z');
    const year = String(new Date().getUTCFullYear());
    for (const epoch of [undefined, 'abc', 'x5', '5x', '1.5']) {
      const at = await stamp(epoch);
      expect(at, String(epoch)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(at.slice(0, 4), String(epoch)).toBe(year);
    }
  });
});

describe('a baseline file that is not there', () => {
  it('at the default location (source file) is missing: the on-missing-baseline policy applies', async () => {
    const file = path.join(tempDir(), 'baseline.json');
    expect(await loadBaselineFile(file, 'file', { env: {} })).toEqual({
      kind: 'missing',
      message: `no baseline at ${file}`,
    });
  });

  it('named explicitly (source path) is an error, whatever the policy', async () => {
    const file = path.join(tempDir(), 'named.json');
    expect(await loadBaselineFile(file, 'path', { env: {} })).toEqual({
      kind: 'error',
      message: `the baseline ${file} does not exist (it was named explicitly)`,
    });
  });

  it('that cannot be looked up for another reason than ENOENT is read, and is invalid with the reason', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'plain'), 'a file, not a folder');
    const file = path.join(dir, 'plain', 'baseline.json'); // stat: ENOTDIR
    for (const source of ['file', 'path'] as const) {
      const loaded = await loadBaselineFile(file, source, { env: {} });
      expect(loaded.kind, source).toBe('invalid');
      expect(loaded.kind === 'invalid' && loaded.diagnostics.map((d) => d.code)).toEqual(['io']);
    }
  });
});

describe('provenance passed in by the caller', () => {
  const write = () => {
    const file = path.join(tempDir(), 'b.json');
    writeFileSync(file, JSON.stringify(doc([suite({ id: 's' })], { createdAt: '2026-11-01T00:00:00Z' })));
    return file;
  };

  it('defaults: the file as location, no run, no run URL, no notes, no reason', async () => {
    const file = write();
    const loaded = await loadBaselineFile(file, 'path', {
      env: { SOURCE_DATE_EPOCH: String(Date.parse('2026-11-11T00:00:00Z') / 1000) },
    });
    expect(loaded.kind === 'found' && loaded.provenance).toEqual({
      source: 'path',
      location: file,
      commit: 'a'.repeat(40),
      createdAt: '2026-11-01T00:00:00Z',
      runUrl: null,
      run: null,
      notes: [],
      ageDays: 10,
      reason: null,
      updatedAt: null,
    });
  });

  it('the artifact run, its URL and the notes on how it was chosen are kept as given', async () => {
    const run = { id: 7, event: 'push', branch: 'main', sha: 'f00' };
    const loaded = await loadBaselineFile(write(), 'artifact', {
      env: {},
      location: 'bench-results',
      runUrl: 'https://example.test/r/7',
      run,
      notes: ['chosen because'],
    });
    expect(loaded.kind === 'found' && loaded.provenance).toMatchObject({
      location: 'bench-results',
      runUrl: 'https://example.test/r/7',
      run,
      notes: ['chosen because'],
    });
  });
});

describe('unrelatedBaseline', () => {
  const ids = (...list: string[]) => doc(list.map((id) => suite({ id })));

  it('is null when the run and the baseline share a scored suite id, or the run scored none', () => {
    expect(unrelatedBaseline(ids('a', 'b'), ids('b', 'c'))).toBeNull();
    expect(unrelatedBaseline(ids('a', 'b'), ids('a'))).toBeNull();
    expect(unrelatedBaseline(ids(), ids('a'))).toBeNull();
    expect(unrelatedBaseline(doc([suite({ id: 'a', status: 'skipped' })]), ids('b'))).toBeNull();
  });

  it('names both lists when nothing is shared', () => {
    expect(unrelatedBaseline(ids('a', 'b'), ids('c'))).toBe(
      'the baseline shares no suite id with this run (baseline: c; this run: a, b), so it is treated as missing',
    );
  });

  it('skipped suites hold no data: they neither count as shared nor are listed', () => {
    const cur = doc([suite({ id: 'a' }), suite({ id: 'x', status: 'skipped' })]);
    const base = doc([suite({ id: 'x', status: 'skipped' }), suite({ id: 'y' })]);
    expect(unrelatedBaseline(cur, base)).toBe(
      'the baseline shares no suite id with this run (baseline: y; this run: a), so it is treated as missing',
    );
    expect(unrelatedBaseline(cur, doc([suite({ id: 'x', status: 'skipped' })]))).toBe(
      'the baseline shares no suite id with this run (baseline: none; this run: a), so it is treated as missing',
    );
  });

  it('lists at most eight ids, then the count', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `s${i}`);
    expect(unrelatedBaseline(ids(...nine), ids(...nine.slice(0, 8).map((s) => `b${s}`)))).toBe(
      'the baseline shares no suite id with this run (baseline: bs0, bs1, bs2, bs3, bs4, bs5, bs6, bs7; this run: s0, s1, s2, s3, s4, s5, s6, s7, … (9)), so it is treated as missing',
    );
  });
});

describe('baselineWarnings on an unknown age', () => {
  it('never warns about age when the age is unknown, whatever the bound', () => {
    const d = doc([suite({ id: 's' })]);
    expect(baselineWarnings(d, d, provenance(null), -1)).toEqual([]);
    expect(baselineWarnings(d, d, provenance(0), -1)).toEqual(['the baseline is 0 days old (more than -1)']);
  });
});
