// Ctrl-C during a long live suite, through the CLI: the terminal report on stdout and the markdown
// report (--markdown, the same renderer as the job summary) say the run was interrupted, name the
// suite not scored and show no headline mean of the suite that was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCli } from '../helpers.js';
import { hangingProvider, interruptedWorkspace } from '../cli/hanging-provider.js';

const provider = hangingProvider();

describe('the reports of an interrupted run', () => {
  it('SIGINT during the second suite: text and markdown say interrupted, name it, no mean', async () => {
    const dir = interruptedWorkspace(provider.url());
    const { child, done } = startCli(['run', '--out', 'out/results.json', '--markdown', 'report.md'], {
      cwd: dir,
      env: { BENCH_CHECK_PROGRESS_INTERVAL_MS: '50' },
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer | string) => (stderr += String(d)));
    const until = Date.now() + 30_000;
    while (!/^live: /m.test(stderr)) {
      if (Date.now() > until) throw new Error(`no progress line of the live suite:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout.split('\n')[0]).toMatch(
      /^bench-check \S+ — interrupted: the run stopped before it finished \(interrupted by SIGINT\): 1 suite not scored \(live\), verdict error$/,
    );
    expect(r.stdout).toMatch(/^trips — HurricaneMobility \[ok\]$/m);
    expect(r.stdout).not.toMatch(/mean of|^live/m);
    const md = readFileSync(path.join(dir, 'report.md'), 'utf8');
    expect(md.split('\n')[2]).toMatch(
      /^\*\*Interrupted:\*\* the run stopped before it finished \(interrupted by SIGINT\): 1 suite not scored \(`live`\) · \*\*verdict:\*\* error/,
    );
    expect(md).not.toMatch(/Final score:|mean of/);
  });
});
