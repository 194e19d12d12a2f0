// `repeats` and `replicates` in a config (issue #27, docs/repeats.md): refused, located, where a
// suite cannot be re-run; replicate files scored one repeat each, sorted by path, out of the hash.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configHash, loadConfigFile } from '../../src/config/load.js';
import { silentLogger } from '../../src/core/logger.js';
import { scoreSuites } from '../../src/run/pipeline.js';
import { REPO_ROOT, tempDir } from '../helpers.js';
import { catalog } from '../catalog.js';

function write(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('repeats in a config', () => {
  it('repeats > 1 with a deterministic flood provider is a located config error saying why', async () => {
    const dir = tempDir();
    const loaded = await loadConfigFile(
      write(dir, 'c.yml', 'suites:\n  - id: f\n    benchmark: flood\n    provider: rule\n    repeats: 3\n'),
      catalog,
    );
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.diagnostics[0]).toMatchObject({ line: 5, pointer: '/suites/0/repeats' });
      expect(loaded.diagnostics[0]!.message).toMatch(/provider rule is deterministic.*provider openai/);
    }
  });

  it('repeats on a benchmark without live runs, and replicates with the input key, are refused', async () => {
    const dir = tempDir();
    const hurricane = await loadConfigFile(
      write(
        dir,
        'h.yml',
        'suites:\n  - id: h\n    benchmark: hurricane\n    groundtruth: g.json\n    replicates: a.json\n    repeats: 2\n',
      ),
      catalog,
    );
    expect(hurricane.ok).toBe(false);
    const both = await loadConfigFile(
      write(
        dir,
        'b.yml',
        'suites:\n  - id: i\n    benchmark: imported\n    format: promptfoo\n    input: a.json\n    replicates: b.json\n',
      ),
      catalog,
    );
    expect(both.ok).toBe(false);
    const flood = await loadConfigFile(
      write(dir, 'f.yml', 'suites:\n  - id: f\n    benchmark: flood\n    replicates: a.jsonl\n'),
      catalog,
    );
    expect(flood.ok).toBe(false);
  });

  it('repeats: 8 with provider openai loads; replicates are out of the config hash, repeats are in it', async () => {
    const dir = tempDir();
    const live = await loadConfigFile(
      write(
        dir,
        'l.yml',
        'suites:\n  - id: f\n    benchmark: flood\n    provider: openai\n    baseUrl: http://127.0.0.1:1/v1\n    model: m\n    repeats: 8\n',
      ),
      catalog,
    );
    expect(live.ok).toBe(true);
    const suite = (replicates: string) => ({ id: 'h', benchmark: 'hurricane', groundtruth: 'g.json', replicates });
    expect(configHash({ suites: [suite('a/*.json')] }, catalog)).toBe(
      configHash({ suites: [suite('b/*.json')] }, catalog),
    );
    const flood = (repeats: number) => ({
      id: 'f',
      benchmark: 'flood',
      provider: 'openai',
      baseUrl: 'u',
      model: 'm',
      repeats,
    });
    expect(configHash({ suites: [flood(2)] }, catalog)).not.toBe(configHash({ suites: [flood(3)] }, catalog));
  });
});

describe('replicates', () => {
  it('each file one repeat, sorted by path, listed once in inputs as an output; the suite is their mean', async () => {
    const dir = tempDir();
    copyFileSync(path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'), path.join(dir, 'g.json'));
    const output = JSON.parse(readFileSync(path.join(REPO_ROOT, 'fixtures/hurricane/output.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(path.join(dir, 'run-b.json'), JSON.stringify(output));
    // A second replicate that differs: every travel time halved.
    writeFileSync(path.join(dir, 'run-a.json'), JSON.stringify(scaleNumbers(output, 0.5)));
    const suites = [{ id: 'h', benchmark: 'hurricane', groundtruth: 'g.json', replicates: 'run-*.json' }];
    const { doc } = await scoreSuites({
      suites,
      catalog,
      configHash: configHash({ suites }, catalog),
      baseDir: dir,
      cwd: dir,
      resultsPath: path.join(dir, 'r.json'),
      shard: null,
      log: silentLogger,
      env: {},
    });
    const s = doc.suites[0]!;
    expect(s.status, JSON.stringify(s.diagnostics)).toBe('ok');
    expect(s.repeats!.map((r) => [r.index, path.basename(r.input!)])).toEqual([
      [1, 'run-a.json'],
      [2, 'run-b.json'],
    ]);
    const outputs = s.inputs.filter((i) => i.role === 'output').map((i) => path.basename(i.path));
    expect(outputs).toEqual(['run-a.json', 'run-b.json']);
    expect(s.inputs.filter((i) => path.basename(i.path) === 'g.json')).toHaveLength(1);
    expect(s.finalScore).toBeCloseTo((s.repeats![0]!.finalScore! + s.repeats![1]!.finalScore!) / 2, 10);
    expect(s.repeats![0]!.finalScore).not.toBe(s.repeats![1]!.finalScore);
    // Sharded: repeat 2 runs in shard 2 of 2 only.
    const shard = await scoreSuites({
      suites,
      catalog,
      configHash: 'x',
      baseDir: dir,
      cwd: dir,
      resultsPath: null,
      shard: { index: 2, total: 2 },
      log: silentLogger,
      env: {},
    });
    expect(shard.doc.suites[0]!.repeats!.map((r) => r.index)).toEqual([2]);
  });

  it('a pattern that matches nothing makes the suite an error naming it', async () => {
    const dir = tempDir();
    const suites = [
      { id: 'h', benchmark: 'hurricane', groundtruth: 'g.json', replicates: ['none-*.json'] as [string] },
    ];
    const { doc } = await scoreSuites({
      suites,
      catalog,
      configHash: 'x',
      baseDir: dir,
      cwd: dir,
      resultsPath: null,
      shard: null,
      log: silentLogger,
      env: {},
    });
    expect(doc.suites[0]!.status).toBe('error');
    expect(doc.suites[0]!.diagnostics[0]!.message).toMatch(/replicates pattern "none-\*\.json" matches no file/);
  });
});

/** Every number in an array under the value, scaled (a replicate with other travel times). */
function scaleNumbers(value: unknown, by: number): unknown {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? v * by : scaleNumbers(v, by)));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scaleNumbers(v, by)]));
  return value;
}
