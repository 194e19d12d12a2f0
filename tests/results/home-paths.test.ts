// `~/` in a config's input paths is the home directory (issue #23 item 8): asbench writes under `~`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPath, inputPath } from '../../src/results/inputs.js';
import { resolveInputs } from '../../src/benchmarks/transitlm/input/options.js';

const home = mkdtempSync(path.join(tmpdir(), 'bench-check-home-'));
const base = mkdtempSync(path.join(tmpdir(), 'bench-check-base-'));
const saved = process.env.HOME;

beforeAll(() => {
  process.env.HOME = home; // os.homedir() reads $HOME on POSIX
  mkdirSync(path.join(home, 'runs'));
  for (const name of ['b.csv', 'a.csv']) writeFileSync(path.join(home, 'runs', name), 'x\n');
});
afterAll(() => {
  process.env.HOME = saved;
  rmSync(home, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

describe('~/ in input paths', () => {
  it('a leading ~/ (or ~ alone) is the home directory; anything else is relative to the config', () => {
    expect(configPath(base, '~/asbench/output.json')).toBe(path.join(home, 'asbench/output.json'));
    expect(configPath(base, '~')).toBe(home);
    expect(configPath(base, '~user/x.json')).toBe(path.join(base, '~user/x.json'));
    expect(configPath(base, 'data/~/x.json')).toBe(path.join(base, 'data/~/x.json'));
    expect(configPath(base, '/abs/x.json')).toBe('/abs/x.json');
  });

  it('inputPath resolves it (outside the workspace: the config asked for it)', async () => {
    expect(await inputPath({ baseDir: base, workspace: base }, '~/runs/a.csv')).toEqual({ ok: true, value: path.join(home, 'runs/a.csv') });
  });

  it('TransitLM inputs: a path and a glob under ~/', async () => {
    expect(await resolveInputs('~/runs/a.csv', { baseDir: base, workspace: base })).toEqual({ ok: true, value: [path.join(home, 'runs/a.csv')] });
    expect(await resolveInputs(['~/runs/*.csv'], { baseDir: base, workspace: base })).toEqual({ ok: true, value: [path.join(home, 'runs/a.csv'), path.join(home, 'runs/b.csv')] });
  });
});
