// No silent demo (issue #23 part 1): a run without a config is exit 2 with what to do, the demo
// runs only with --demo, and `bench-check init` writes a starter that scores once its paths point
// at real files, and never overwrites a config.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateValue } from '../../src/schemas/registry.js';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

describe('bench-check run without a config', () => {
  it('is exit 2 naming the files looked for, a near miss, init and --demo; nothing is scored or written', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'bench.config.jsonc'), '{ // comments\n "suites": [] }\n');
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /no config file: looked for bench\.config\.json, bench\.config\.yml, bench\.config\.yaml in this folder; found "bench\.config\.jsonc", which is not read/,
    );
    expect(r.stderr).toMatch(/`bench-check init`/);
    expect(r.stderr).toMatch(/`bench-check run --demo`/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toBe('');
    expect(existsSync(path.join(dir, 'bench-results'))).toBe(false);
  });

  it('--demo with --config is a usage error', async () => {
    const r = await runCli(['run', '--demo', '--config', 'x.json'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--demo .* cannot be combined with --config/);
  });

  it('--config fixtures/demo.config.json scores what --demo scores (paths relative to the file)', async () => {
    const dir = tempDir();
    const demo = await runCli(['run', '--demo', '--out', 'a/results.json', '--quiet'], {
      cwd: dir,
      env: { SOURCE_DATE_EPOCH: '1700000000' },
    });
    const file = await runCli(
      ['run', '--config', path.join(REPO_ROOT, 'fixtures/demo.config.json'), '--out', 'b/results.json', '--quiet'],
      { cwd: dir, env: { SOURCE_DATE_EPOCH: '1700000000' } },
    );
    expect(demo.code, demo.stderr).toBe(0);
    expect(file.code, file.stderr).toBe(0);
    const read = (f: string) =>
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { verdict: string; suites: unknown[] };
    expect(read('b/results.json')).toEqual(read('a/results.json'));
  });
});

describe('bench-check init', () => {
  it('writes a commented starter that validates, and refuses to overwrite it', async () => {
    const dir = tempDir();
    const r = await runCli(['init'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(path.join(dir, 'bench.config.yml'), 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=/);
    expect(text).toMatch(/^\$schema: \.\/node_modules\/bench-check\/schemas\/config\.schema\.json$/m);
    const config = parse(text) as { suites: { benchmark: string }[] };
    expect(validateValue('config', config)).toEqual([]);
    expect(config.suites.map((s) => s.benchmark)).toEqual(['hurricane', 'transitlm', 'flood', 'imported']);
    expect(r.stderr).toMatch(/wrote bench\.config\.yml \(4 suites/);

    writeFileSync(path.join(dir, 'bench.config.yml'), '# mine\n');
    const again = await runCli(['init', 'hurricane'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/bench\.config\.yml exists and is left as it is/);
    expect(readFileSync(path.join(dir, 'bench.config.yml'), 'utf8')).toBe('# mine\n');
  });

  it('refuses a second config name that run would not read, and unknown benchmarks with a suggestion', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'bench.config.json'), '{}');
    const shadowed = await runCli(['init'], { cwd: dir });
    expect(shadowed.code).toBe(2);
    expect(shadowed.stderr).toMatch(
      /bench\.config\.json exists in the same folder and `bench-check run` would read it/,
    );
    expect(existsSync(path.join(dir, 'bench.config.yml'))).toBe(false);
    const typo = await runCli(['init', 'hurrican'], { cwd: tempDir() });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown benchmark "hurrican"; choose one of: .*\(did you mean "hurricane"\?\)/);
  });

  it('the hurricane and TransitLM starters score once their files are where the starter says', async () => {
    const dir = tempDir();
    const r = await runCli(['init', 'hurricane', 'transitlm', '--config', 'bench.config.yaml'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const config = parse(readFileSync(path.join(dir, 'bench.config.yaml'), 'utf8')) as {
      suites: Record<string, string>[];
    };
    const fixtures: Record<string, string> = {
      'hurricane.input': 'hurricane/output.json',
      'hurricane.groundtruth': 'hurricane/groundtruth.json',
      'transitlm.input': 'transitlm/single.csv',
      'transitlm.stations': 'transitlm/stations.csv',
    };
    for (const suite of config.suites) {
      for (const key of ['input', 'groundtruth', 'stations']) {
        if (suite[key] === undefined) continue;
        const target = path.join(dir, suite[key]);
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(path.join(REPO_ROOT, 'fixtures', fixtures[`${suite.benchmark}.${key}`]!), target);
      }
    }
    const run = await runCli(['run', '--quiet'], { cwd: dir });
    // No baseline yet: onMissingBaseline warn, so the scores are the verdict's only content.
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8')) as {
      suites: { id: string; status: string; finalScore: number | null }[];
    };
    expect(doc.suites.map((s) => [s.id, s.status])).toEqual([
      ['hurricane', 'ok'],
      ['transit-single', 'ok'],
    ]);
    expect(doc.suites.every((s) => typeof s.finalScore === 'number')).toBe(true);
  });

  it('--config x.json writes the same config as JSON', async () => {
    const dir = tempDir();
    const yml = await runCli(['init', 'flood'], { cwd: dir });
    const json = await runCli(['init', 'flood', '--config', 'other/c.json'], { cwd: dir });
    expect([yml.code, json.code], yml.stderr + json.stderr).toEqual([0, 0]);
    expect(JSON.parse(readFileSync(path.join(dir, 'other/c.json'), 'utf8'))).toEqual(
      parse(readFileSync(path.join(dir, 'bench.config.yml'), 'utf8')),
    );
  });
});
