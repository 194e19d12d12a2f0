// Progress of a live run (issue #16 part 5), end to end: the CLI asks a slow loopback chat server;
// under a pseudo-terminal (util-linux `script`) stderr shows a bar, with CI=true (or a pipe) plain
// periodic lines, and stdout keeps only the JSON document with --format json.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeEndpoint, reply, valid } from '../flood/chat-server.js';
import { CLI, nodeArgs, runCli, tempDir, type ProcessResult } from '../helpers.js';

const SCRIPT = '/usr/bin/script';

/** The pseudo-terminal is util-linux `script` (in every Debian/Ubuntu base system); a machine without it fails here, never skips. */
function requireScript(): void {
  if (!existsSync(SCRIPT))
    throw new Error(
      `${SCRIPT} (util-linux) is needed to run the CLI in a pseudo-terminal: install util-linux / bsdutils`,
    );
  execFileSync(SCRIPT, ['-qfec', 'true', '/dev/null'], { stdio: 'ignore', timeout: 10_000 });
}

const endpoint = new FakeEndpoint();
/** Every answer waits this long: 8 households × 2 years + 4 institution calls, one at a time, ≈ 0.8 s (≈ 8 lines at FAST). */
const DELAY_MS = 40;
let work: string;

beforeAll(async () => {
  requireScript();
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  endpoint.behave = (agent, _n, _seen, res) => {
    setTimeout(() => {
      if (agent === 'insurance') reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nReason: ok');
      else if (agent === 'government')
        reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok');
      else reply(res, valid(1));
    }, DELAY_MS);
  };
  work = tempDir();
  writeFileSync(path.join(work, 'small.json'), JSON.stringify({ households: 8, years: 2, floodYears: [1], seed: 5 }));
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      endpoint.server.close(() => resolve());
      endpoint.server.closeAllConnections();
    }),
);

const args = () => [
  'score',
  'flood',
  '--scenario',
  'small.json',
  '--provider',
  'openai',
  '--base-url',
  endpoint.url,
  '--model',
  'm',
  '--concurrency',
  '1',
];
/** Lines every 100 ms (and the bar after 100 ms) instead of 10 s / 2 s. */
const FAST = { BENCH_CHECK_PROGRESS_INTERVAL_MS: '100' };

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The CLI in a pseudo-terminal: stdout and stderr both reach the terminal (`output`), unless `redirect` sends stdout to a file. */
function inTerminal(cliArgs: string[], env: Record<string, string>, redirect?: string): Promise<ProcessResult> {
  const command =
    [process.execPath, ...nodeArgs(CLI, cliArgs)].map(quote).join(' ') +
    (redirect === undefined ? '' : ` > ${quote(redirect)}`);
  const child = spawn(SCRIPT, ['-qfec', command, '/dev/null'], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: os.tmpdir(),
      SOURCE_DATE_EPOCH: '1700000000',
      TERM: 'xterm',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const BAR = /flood \[[=-]{30}\] \d+ % \| \d+ \/ 16 decisions \| [\d.]+\/s \| (ETA [\w ]+)?/;
const LINE = /^flood: \d+ \/ 16 decisions \(\d+ %\), [\d.]+\/s, ETA /m;
const FINAL = /^flood: 16 decisions in \d+ s, [\d.]+\/s$/m;

// Concurrent: each test is a process of its own that mostly waits for the slow server, writing its own files.
describe.concurrent('progress of a live flood run in a terminal', () => {
  it('a bar with count, rate and ETA on stderr, replaced by a final line', async ({ expect }) => {
    const r = await inTerminal([...args(), '--out', 'tty/results.json'], FAST);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(BAR);
    expect(r.stdout).toMatch(/\r?\n?flood: 16 decisions in \d+ s, [\d.]+\/s\r?\n/);
    expect(r.stdout).not.toMatch(LINE); // the bar, not the CI lines
  });

  it('--format json with stdout redirected: the bar still shows on the terminal, the file is the JSON document', async ({
    expect,
  }) => {
    const r = await inTerminal([...args(), '--format', 'json'], FAST, 'doc.json');
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(BAR);
    const doc = JSON.parse(readFileSync(path.join(work, 'doc.json'), 'utf8')) as {
      suites: { usage?: { requests: number } }[];
    };
    expect(doc.suites[0]!.usage?.requests).toBe(20);
  });

  it('CI=true in a terminal: plain lines, no bar', async ({ expect }) => {
    const r = await inTerminal([...args(), '--out', 'ci-tty/results.json'], { ...FAST, CI: 'true' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(LINE);
    expect(r.stdout).not.toMatch(BAR);
  });

  it('--quiet: no progress at all', async ({ expect }) => {
    const r = await inTerminal([...args(), '--out', 'quiet/results.json', '--quiet'], FAST);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).not.toMatch(BAR);
    // No progress line (the report's own flood section names decisions in its tables).
    expect(r.stdout).not.toMatch(/\d+ \/ 16 decisions|16 decisions in/);
    expect(r.stdout).toMatch(/Executed decisions by agent type/);
  });
});

describe('progress of a live flood run in a CI log', () => {
  it('CI=true: periodic lines and a final line on stderr; with --format json stdout is only the document', async () => {
    const r = await runCli([...args(), '--format', 'json'], { cwd: work, env: { ...FAST, CI: 'true' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(LINE);
    expect(r.stderr).toMatch(FINAL);
    expect(r.stderr).not.toMatch(BAR);
    const doc = JSON.parse(r.stdout) as { suites: { id: string }[] };
    expect(doc.suites.map((s) => s.id)).toEqual(['flood']);
  });

  it('stderr a pipe without CI: the same lines (no terminal, no bar); the default interval says nothing for short work', async () => {
    const piped = await runCli([...args(), '--out', 'pipe/results.json'], { cwd: work, env: FAST });
    expect(piped.stderr).toMatch(LINE);
    expect(piped.stderr).not.toMatch(BAR);
    const quiet = await runCli([...args(), '--out', 'default/results.json'], { cwd: work });
    expect(quiet.stderr).not.toMatch(/decisions \(/);
  });
});
