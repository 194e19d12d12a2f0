// First contact, as a new user meets it: `run` started in a subfolder of the project names the
// config of the parent folder (besides `init`); `run --resume` where nothing can be resumed says so
// (exit 2) instead of silently starting over.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

const hurricaneSuite = { id: 'trips', benchmark: 'hurricane', trips: 'trips.jsonl', groundtruth: 'groundtruth.json' };

function project(): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, '.git'));
  for (const f of ['trips.jsonl', 'groundtruth.json'])
    copyFileSync(path.join(REPO_ROOT, 'fixtures/hurricane', f), path.join(dir, f));
  return dir;
}

describe('run from a subfolder', () => {
  it('names the config found in a parent folder, besides init; exit 2', async () => {
    const dir = project();
    writeFileSync(path.join(dir, 'bench.config.yml'), 'suites:\n  - id: trips\n    benchmark: hurricane\n');
    const sub = path.join(dir, 'src', 'deep');
    mkdirSync(sub, { recursive: true });
    const r = await runCli(['run'], { cwd: sub });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(
      `found ${path.join('..', '..', 'bench.config.yml')} in a parent folder, which a run started here does not read (run in ${path.join('..', '..')}, or name that file as the config)`,
    );
    expect(r.stderr).toContain('bench-check init');
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  });

  it('looks no higher than the repository root: a config above it is not named', async () => {
    const outer = tempDir();
    writeFileSync(path.join(outer, 'bench.config.json'), JSON.stringify({ suites: [hurricaneSuite] }));
    const repo = path.join(outer, 'repo');
    mkdirSync(path.join(repo, '.git'), { recursive: true });
    mkdirSync(path.join(repo, 'sub'));
    const r = await runCli(['run'], { cwd: path.join(repo, 'sub') });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no config file: looked for bench.config.json, bench.config.yml, bench.config.yaml');
    expect(r.stderr).not.toContain('parent folder');
  });
});

describe('run --resume with nothing to resume', () => {
  it('is refused before anything is scored (exit 2), saying why; without --resume the same config scores', async () => {
    const dir = project();
    writeFileSync(path.join(dir, 'bench.config.json'), JSON.stringify({ suites: [hurricaneSuite] }));
    const resumed = await runCli(['run', '--resume', '--out', 'out/results.json'], { cwd: dir });
    expect(resumed.code, resumed.stderr).toBe(2);
    expect(resumed.stderr).toContain(
      '--resume: nothing to resume: no suite of this config keeps what an interrupted run did (a live suite that records what it asked does), so every suite would be scored anew; run without --resume',
    );
    expect(resumed.stderr).not.toContain('scoring trips');
    const plain = await runCli(['run', '--out', 'out/results.json'], { cwd: dir });
    expect(plain.code, plain.stderr).toBe(0);
  });

  it('a live suite with a record file configured: the others are named as scored anew', async () => {
    const dir = project();
    writeFileSync(path.join(dir, 'small.json'), JSON.stringify({ households: 2, years: 1, floodYears: [1], seed: 5 }));
    writeFileSync(
      path.join(dir, 'bench.config.json'),
      JSON.stringify({
        suites: [
          hurricaneSuite,
          {
            id: 'live',
            benchmark: 'flood',
            scenario: 'small.json',
            provider: 'openai',
            // Nothing listens there: the live suite fails fast, which is not what this test is about.
            baseUrl: 'http://127.0.0.1:9/v1',
            model: 'm',
            record: 'live.jsonl',
            retries: 0,
            maxConsecutiveProviderFailures: 1,
          },
        ],
      }),
    );
    const r = await runCli(['run', '--resume'], { cwd: dir });
    expect(r.stderr).toContain('--resume: trips keep nothing between runs and are scored anew');
    expect(r.stderr).toContain('flood: --resume: live.jsonl does not exist yet, so every attempt is asked');
  });
});
