import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configHash, loadConfigFile, resolveConfig } from '../../src/config/load.js';
import { REPO_ROOT, tempDir } from '../helpers.js';
import { catalog } from '../catalog.js';

function write(name: string, text: string): string {
  const dir = tempDir();
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('config loading', () => {
  it('loads YAML and JSON to the same config and hash', async () => {
    const yml = await loadConfigFile(
      write('c.yml', 'suites:\n  - id: h\n    benchmark: hurricane\n    input: o.json\n    groundtruth: g.json\n'),
      catalog,
    );
    const json = await loadConfigFile(
      write(
        'c.json',
        '{"suites": [{"benchmark": "hurricane", "groundtruth": "g.json", "input": "o.json", "id": "h"}]}',
      ),
      catalog,
    );
    expect(yml.ok && json.ok).toBe(true);
    if (yml.ok && json.ok) expect(yml.value.hash).toBe(json.value.hash);
  });

  it('locates schema errors in YAML and JSON', async () => {
    const yml = await loadConfigFile(write('c.yml', 'suites:\n  - id: h\n    benchmark: hurricne\n'), catalog);
    expect(yml.ok).toBe(false);
    if (!yml.ok) expect(yml.diagnostics[0]).toMatchObject({ line: 3, column: 16, pointer: '/suites/0/benchmark' });
    const json = await loadConfigFile(
      write('c.json', '{"suites": [\n {"id": "h", "benchmark": "hurricane", "groundtruth": 3, "input": "x"}]}'),
      catalog,
    );
    expect(json.ok).toBe(false);
    if (!json.ok)
      expect(json.diagnostics[0]).toMatchObject({
        line: 2,
        pointer: '/suites/0/groundtruth',
        message: 'must be string, is integer',
      });
  });

  it('rejects duplicate suite ids and broken syntax with a location', async () => {
    const dup = await loadConfigFile(
      write(
        'c.json',
        JSON.stringify({
          suites: [
            { id: 'a', benchmark: 'hurricane', input: 'x', groundtruth: 'y' },
            { id: 'a', benchmark: 'hurricane', input: 'x', groundtruth: 'y' },
          ],
        }),
      ),
      catalog,
    );
    expect(dup.ok ? null : dup.diagnostics[0]!.message).toMatch(/duplicate suite id "a"/);
    const broken = await loadConfigFile(write('c.yml', 'suites: [\n'), catalog);
    expect(broken.ok ? null : broken.diagnostics[0]!.code).toBe('invalid-yaml');
    const missing = await loadConfigFile('/nonexistent/bench.config.json', catalog);
    expect(missing.ok ? null : missing.diagnostics[0]!.message).toBe('file not found');
  });

  it('refuses a threshold given by both of its names (maxRisePct and maxDropPct are one threshold), located', async () => {
    const both = await loadConfigFile(
      write(
        'c.yml',
        [
          'suites:',
          '  - { id: a, benchmark: hurricane, input: x, groundtruth: y }',
          'gate:',
          '  rules:',
          '    - { metric: tokens_per_item, fail: { maxRisePct: 20, maxDropPct: 10 } }',
        ].join('\n'),
      ),
      catalog,
    );
    expect(both.ok).toBe(false);
    const d = both.ok ? null : both.diagnostics[0]!;
    expect(d?.message).toMatch(/maxRisePct and maxDropPct are one threshold/);
    expect(d).toMatchObject({ line: 5, pointer: '/gate/rules/0/fail/maxRisePct' });
    const one = await loadConfigFile(
      write(
        'd.yml',
        'suites:\n  - { id: a, benchmark: hurricane, input: x, groundtruth: y }\ngate:\n  rules:\n    - { metric: tokens_per_item, fail: { maxRisePct: 20 } }\n',
      ),
      catalog,
    );
    expect(one.ok).toBe(true);
  });

  it('configHash covers how the scores are measured, not transport settings, side files, the gate or the model outputs under test', () => {
    const flood = {
      id: 'f',
      benchmark: 'flood',
      scenario: 's.json',
      provider: 'openai',
      baseUrl: 'http://a/v1',
      model: 'm',
      concurrency: 4,
    };
    const transit = {
      id: 't',
      benchmark: 'transitlm',
      task: 'general',
      input: 'g.csv',
      apiUrl: 'http://e',
      batchSize: 50,
    };
    const base = configHash({ suites: [flood, transit] }, catalog);
    // Transport: concurrency, URLs, key variable, timeouts, retries, batch size, record/audit paths, resume, provider-error policy.
    const sameSuites = [
      {
        ...flood,
        concurrency: 16,
        baseUrl: 'http://b/v1',
        apiKeyEnv: 'KEY',
        timeoutS: 5,
        retries: 0,
        record: 'r.jsonl',
        auditOut: 'a.jsonl',
        resume: true,
        maxProviderErrorRate: 0.1,
        maxConsecutiveProviderFailures: 3,
      },
      // The model outputs are what a pull request changes (issue #23): another input file is the same job.
      { ...transit, apiUrl: 'http://other', batchSize: 7, timeoutS: 1, retries: 9, input: 'h.csv' },
    ];
    // The gate section is not part of it (configHash reads the suites only).
    const sameJob = configHash({ suites: sameSuites }, catalog);
    expect(sameJob).toBe(base);
    const hurricane = { id: 'h', benchmark: 'hurricane', input: 'a.pkl', groundtruth: 'gt.json' };
    const h = configHash({ suites: [hurricane] }, catalog);
    const hash = (suite: object) => configHash({ suites: [{ id: 'h', benchmark: 'hurricane', ...suite }] }, catalog);
    expect(hash({ ...hurricane, input: undefined, statuses: 'agents.jsonl' })).toBe(
      hash({ ...hurricane, input: undefined }),
    );
    expect(hash({ ...hurricane, input: 'b.json' })).toBe(h);
    expect(hash({ ...hurricane, groundtruth: 'other.json' })).not.toBe(h);
    // What the scores depend on: the model, its sampling, the inputs, the task, the suite id.
    for (const changed of [
      [{ ...flood, model: 'm2' }, transit],
      [{ ...flood, temperature: 0.7 }, transit],
      [{ ...flood, scenario: 'other.json' }, transit],
      [flood, { ...transit, stations: 'other-stations.csv' }],
      [flood, { ...transit, compat: 'corrected' }],
      [flood, { ...transit, id: 't2' }],
    ]) {
      expect(configHash({ suites: changed as never }, catalog)).not.toBe(base);
    }
  });

  it('never falls back to the demo: no config file is the failure no-config, naming where it looked and a near miss', async () => {
    const dir = tempDir();
    const none = await resolveConfig({ kind: 'search' }, dir, catalog, 'HINT.');
    expect(none.ok).toBe(false);
    if (!none.ok) {
      expect(none.diagnostics[0]).toMatchObject({ code: 'no-config' });
      expect(none.diagnostics[0]!.message).toBe(
        'no config file: looked for bench.config.json, bench.config.yml, bench.config.yaml in this folder. HINT.',
      );
    }
    writeFileSync(path.join(dir, 'bench.config.jsonc'), '{}');
    writeFileSync(path.join(dir, 'Bench-Config.yml'), '{}');
    writeFileSync(path.join(dir, 'unrelated.json'), '{}');
    const near = await resolveConfig({ kind: 'search' }, dir, catalog, 'HINT.');
    expect(near.ok ? null : near.diagnostics[0]!.message).toMatch(
      /; found "Bench-Config\.yml", "bench\.config\.jsonc", which is not read \(/,
    );
  });

  it('the demo only when asked for; fixtures/demo.config.json is a config file that scores the same (paths relative to itself)', async () => {
    const demo = await resolveConfig({ kind: 'demo' }, tempDir(), catalog, '');
    expect(demo.ok && demo.value.source).toBe('(embedded demo config)');
    if (!demo.ok) throw new Error('the demo config did not load');
    expect(demo.value.hash).toBe(configHash(demo.value.config, catalog));
    expect(demo.value.config.suites.length).toBeGreaterThan(0);
    const file = await resolveConfig(
      { kind: 'file', path: path.join(REPO_ROOT, 'fixtures/demo.config.json') },
      tempDir(),
      catalog,
      '',
    );
    expect(file.ok).toBe(true);
    if (file.ok) {
      expect(file.value.config).toEqual(demo.value.config);
      expect(file.value.baseDir).toBe(demo.value.baseDir);
      expect(file.value.hash).toBe(demo.value.hash);
    }
  });
});
