// tests/in-process.ts: a call sees what a process would, and everything is put back after it,
// also when two calls overlap and when the call fails.
import { realpathSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_VERSION } from '../src/core/package.js';
import { tempDir } from './helpers.js';
import { runCliInProcess } from './in-process.js';

describe('the CLI in the test process', () => {
  it('runs in the given folder with only the given environment, and puts back cwd, env, stdout and exitCode', async () => {
    const dir = realpathSync(tempDir());
    const before = { cwd: process.cwd(), env: { ...process.env }, log: console.log, code: process.exitCode };
    const r = await runCliInProcess(['run', '--config', 'missing.json'], { cwd: dir, env: { ONLY: '1' } });
    expect(r.code).toBe(2);
    // The relative path is resolved in `dir`, where the call ran.
    expect(r.stderr).toContain('missing.json');
    expect(r.stdout).toBe('');
    expect(process.cwd()).toBe(before.cwd);
    expect(process.env).toEqual(before.env);
    expect(Object.hasOwn(process.stdout, 'write')).toBe(false);
    expect(Object.hasOwn(process.stderr, 'write')).toBe(false);
    expect(console.log === before.log).toBe(true);
    expect(process.exitCode).toBe(before.code);
  });

  it('overlapping calls run one after the other, each with its own output', async () => {
    const [a, b] = await Promise.all([
      runCliInProcess(['--version'], { cwd: tempDir(), env: {} }),
      runCliInProcess(['no-such-command'], { cwd: tempDir(), env: {} }),
    ]);
    expect(a).toEqual({ code: 0, stdout: `${TOOL_VERSION}\n`, stderr: '' });
    expect(b.code).toBe(2);
    expect(b.stdout).toBe('');
    expect(b.stderr).toMatch(/no-such-command/);
  });
});
