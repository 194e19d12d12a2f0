// `--resume` never destroys and never lies (issue #23 part 2): a record file carries the settings
// that decided its answers, a refused resume leaves it byte for byte as it was, a resume goes on
// only from a record of the same settings, and every stop of a live run says how to go on.
// Against a loopback OpenAI-compatible chat API (tests/flood/chat-server.ts); the CLI as a process
// where the command line matters in resume.e2e.test.ts.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/core/logger.js';
import { resumeCommand } from '../../src/cli/resume.js';
import { displayPath } from '../../src/results/inputs.js';
import { isUsageMetric } from '../../src/results/usage.js';
import { tempDir } from '../helpers.js';
import { answerByAgent as answer, FakeEndpoint } from './chat-server.js';
import { runFlood, type FloodRun, type FloodRunOptions } from './sim-helpers.js';

const endpoint = new FakeEndpoint();
/** Accepts every request and never answers. */
const hanging: Server = createServer(() => {});
const made: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const server of [endpoint.server, hanging]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The metrics of the decisions themselves (not what they cost: the usage metrics). */
const scoreMetrics = (metrics: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(metrics).filter(([name]) => !isUsageMetric(name)));

const hangingUrl = () => `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1`;

/** A fresh folder with a small scenario (removed after the file's tests). */
function workspace(scenario: Record<string, unknown> = { households: 6, years: 2, floodYears: [1], seed: 5 }): string {
  const dir = tempDir('flood-resume-');
  made.push(dir);
  writeFileSync(path.join(dir, 'small.json'), JSON.stringify(scenario));
  return dir;
}

async function flood(config: Record<string, unknown>, opts: FloodRunOptions): Promise<FloodRun> {
  const run = await runFlood(config, opts);
  made.push(run.dir);
  return run;
}

const live = (over: Record<string, unknown> = {}) => ({
  scenario: 'small.json',
  provider: 'openai',
  baseUrl: endpoint.url,
  model: 'm',
  retries: 0,
  ...over,
});
const errors = (run: FloodRun) => run.suite.diagnostics.filter((d) => d.severity === 'error');
const recorder = () => {
  const lines: string[] = [];
  const log: Logger = { info: (m) => lines.push(m), warn: (m) => lines.push(`warning: ${m}`) };
  return { lines, log };
};
const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const attemptKey = (r: Record<string, unknown>) => JSON.stringify([r.year, r.role, r.agentId, r.attempt]);
const tmpFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

/** An interrupted live run: answers until `after` requests were made, then the server hangs and the run signal stops it. */
async function interrupted(dir: string, record: string, after = 8, log?: Logger): Promise<FloodRun> {
  endpoint.seen = [];
  endpoint.behave = (agent, _n, _s, res) => {
    if (endpoint.seen.length > after) return; // hangs
    if (agent === 'H00002') res.writeHead(503).end('down');
    else answer(agent, res);
  };
  const controller = new AbortController();
  const watch = setInterval(() => {
    if (endpoint.seen.length > after) controller.abort('interrupted by SIGINT');
  }, 10);
  try {
    return await flood(live({ record }), {
      baseDir: dir,
      signal: controller.signal,
      resumeCommand: 'npx bench-check run --resume',
      ...(log === undefined ? {} : { log }),
    });
  } finally {
    clearInterval(watch);
  }
}

describe('a record file carries its settings', () => {
  it('the first line: provider, scenario hash, model, base URL without credentials, sampling and prompt version', async () => {
    const dir = workspace();
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _s, res) => answer(agent, res);
    const withCredentials = endpoint.url.replace('http://', 'http://user:s3cr3t-pass@');
    const run = await flood(
      live({ record: 'rec.jsonl', baseUrl: `${withCredentials}/`, temperature: 0.5, seed: 7, maxTokens: 99 }),
      { baseDir: dir },
    );
    const lines = jsonLines(readFileSync(path.join(dir, 'rec.jsonl'), 'utf8'));
    expect(lines[0]).toEqual({
      settings: {
        provider: 'openai',
        scenarioHash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
        model: 'm',
        baseUrl: endpoint.url,
        temperature: 0.5,
        seed: 7,
        maxTokens: 99,
        promptVersion: 1,
      },
    });
    // The credentials are sent as Basic auth (fetch refuses a URL with userinfo) and reach no output.
    expect(errors(run).map((d) => d.code)).not.toContain('provider-unavailable');
    expect(endpoint.seen.length).toBeGreaterThan(0);
    expect(endpoint.seen.every((s) => s.auth === `Basic ${Buffer.from('user:s3cr3t-pass').toString('base64')}`)).toBe(
      true,
    );
    for (const text of [readFileSync(path.join(dir, 'rec.jsonl'), 'utf8'), JSON.stringify(run.suite)])
      expect(text).not.toContain('s3cr3t');
  });
});

describe('--resume goes on from an interrupted run of the same settings', () => {
  it('replays what was recorded, asks only for the rest, ends with the files of an uninterrupted run, and its messages agree', async () => {
    const dir = workspace();
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _s, res) => answer(agent, res);
    const full = await flood(live({ record: 'full.jsonl' }), { baseDir: dir });
    expect(full.suite.status).toBe('ok');
    const fullRequests = endpoint.seen.length;

    const stop = recorder();
    const first = await interrupted(dir, 'run.jsonl', 8, stop.log);
    expect(first.suite.itemsFile).toBeUndefined();
    const recorded = jsonLines(readFileSync(path.join(dir, 'run.jsonl'), 'utf8')).slice(1);
    // The stop says how to go on: the command (ScoreContext.resumeCommand) and where the attempts are.
    expect(stop.lines).toContain(
      `warning: flood: stopped (interrupted by SIGINT); every attempt made (${recorded.length}) is kept in ${displayPath(path.join(dir, 'run.jsonl'))}. To go on from there, asking only for the rest: npx bench-check run --resume`,
    );
    expect(recorded.length).toBeGreaterThan(2);
    expect(recorded.length).toBeLessThan(fullRequests);
    expect(recorded.filter((r) => r.error !== undefined).map((r) => r.agentId)).toContain('H00002');

    endpoint.seen = [];
    endpoint.behave = (agent, _n, _s, res) => answer(agent, res);
    const { lines, log } = recorder();
    const resumed = await flood(live({ record: 'run.jsonl' }), { baseDir: dir, log, resume: true });
    expect(resumed.suite.status).toBe('ok');
    const answers = recorded.filter((r) => r.error === undefined).length;
    const providerErrors = recorded.length - answers;
    // The opening line and the closing line count the same thing.
    const shown = displayPath(path.join(dir, 'run.jsonl'));
    expect(lines).toContain(
      `flood: --resume: ${shown} holds ${recorded.length} attempts of the same settings: ${answers} answers are replayed, ${providerErrors} provider errors are asked again; what it does not hold is asked`,
    );
    expect(lines).toContain(
      `flood: resumed: ${answers} of the ${answers} recorded answers replayed from ${shown}, ${fullRequests - answers} attempts asked`,
    );
    expect(endpoint.seen.length).toBe(fullRequests - answers);
    // The same document, apart from what the items cost: a decision partly answered from the record
    // has no usage (docs/flood.md "What each decision cost"), so the usage metrics count fewer items.
    const { usage: resumedUsage, metrics: resumedMetrics, ...resumedRest } = resumed.suite;
    const { usage: fullUsage, metrics: fullMetrics, ...fullRest } = full.suite;
    expect(resumedRest).toEqual(fullRest);
    expect(scoreMetrics(resumedMetrics)).toEqual(scoreMetrics(fullMetrics));
    expect(fullUsage).toMatchObject({ requests: fullRequests, retries: 0, items: full.suite.total });
    expect(resumedUsage).toMatchObject({ requests: fullRequests - answers, retries: 0 });
    for (const f of ['flood.skill_audit.jsonl', 'flood.institution_audit.jsonl'])
      expect(resumed.read(f), f).toBe(full.read(f));
    const unpriced = (text: string) =>
      text
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.stringify({ ...(JSON.parse(l) as object), usage: undefined }));
    expect(unpriced(resumed.read('flood.items.jsonl'))).toEqual(unpriced(full.read('flood.items.jsonl')));
    // A decision has usage exactly when none of its attempts came from the record.
    const replayed = new Set(
      recorded
        .filter((r) => r.role === 'household' && r.error === undefined)
        .map((r) => `${String(r.year)}/${String(r.agentId)}`),
    );
    expect(replayed.size).toBeGreaterThan(0);
    for (const item of resumed.lines<{ id: string; usage?: unknown }>('flood.items.jsonl'))
      expect(item.usage === undefined, item.id).toBe(replayed.has(item.id));
    expect(readFileSync(path.join(dir, 'run.jsonl'), 'utf8')).toBe(readFileSync(path.join(dir, 'full.jsonl'), 'utf8'));

    // Resumed once more, there is nothing left to ask: it says so, on stderr and in the report.
    endpoint.seen = [];
    const again = recorder();
    const idle = await flood(live({ record: 'run.jsonl' }), { baseDir: dir, log: again.log, resume: true });
    expect(endpoint.seen).toEqual([]);
    expect(idle.suite.usage).toEqual({ requests: 0, retries: 0 });
    const silent = idle.suite.diagnostics.find((d) => d.code === 'no-requests')!;
    expect(silent).toMatchObject({ severity: 'warning' });
    expect(silent.message).toBe(
      `the provider was asked nothing in this run: all ${fullRequests} answers came from the record file ${shown} (--resume); the scores are those of the recorded answers`,
    );
    expect(again.lines).toContain(`warning: flood: ${silent.message}`);
  });

  it('a resumed run that stops again keeps every attempt of the record it went on from', async () => {
    const dir = workspace();
    await interrupted(dir, 'rec.jsonl');
    const before = jsonLines(readFileSync(path.join(dir, 'rec.jsonl'), 'utf8'));
    // The provider is gone (every connection dropped): the resumed run replays what it can, then ends early.
    endpoint.behave = (_agent, _n, _s, res) => res.socket?.destroy();
    const gone = await flood(live({ record: 'rec.jsonl' }), { baseDir: dir, resume: true });
    expect(errors(gone).map((d) => d.code)).toEqual(['provider-unavailable']);
    const after = jsonLines(readFileSync(path.join(dir, 'rec.jsonl'), 'utf8'));
    expect(after[0]).toEqual(before[0]);
    const keys = new Set(after.slice(1).map(attemptKey));
    expect(
      before
        .slice(1)
        .map(attemptKey)
        .filter((k) => !keys.has(k)),
    ).toEqual([]);
    expect(after.length).toBeGreaterThanOrEqual(before.length);
  });
});

describe('a refused resume leaves the record byte for byte as it was', () => {
  /** A complete record of `live()` in a fresh folder, with the bytes it holds. */
  async function recordedRun(): Promise<{ dir: string; file: string; bytes: Buffer }> {
    const dir = workspace();
    endpoint.behave = (agent, _n, _s, res) => answer(agent, res);
    expect((await flood(live({ record: 'rec.jsonl' }), { baseDir: dir })).suite.status).toBe('ok');
    const file = path.join(dir, 'rec.jsonl');
    return { dir, file, bytes: readFileSync(file) };
  }

  for (const [what, over, difference] of [
    ['another model', { model: 'other' }, 'model: recorded "m", now "other"'],
    ['another temperature', { temperature: 0.7 }, 'temperature: recorded 0, now 0.7'],
    ['another base URL', { baseUrl: 'http://localhost:1/v1' }, 'baseUrl: recorded "http://127.0.0.1:'],
    ['another scenario', { scenario: 'other.json' }, 'scenarioHash: recorded "sha256:'],
  ] as const) {
    it(`${what}: refused before any request, naming the difference`, async () => {
      const { dir, file, bytes } = await recordedRun();
      writeFileSync(
        path.join(dir, 'other.json'),
        JSON.stringify({ households: 6, years: 2, floodYears: [2], seed: 5 }),
      );
      endpoint.seen = [];
      const run = await flood(live({ record: 'rec.jsonl', ...over }), { baseDir: dir, resume: true });
      expect(run.suite.status).toBe('error');
      expect(errors(run).map((d) => [d.code, path.basename(d.file!)])).toEqual([['resume-mismatch', 'rec.jsonl']]);
      expect(errors(run)[0]!.message).toContain(difference);
      expect(errors(run)[0]!.message).toContain('it is left as it is');
      expect(endpoint.seen).toEqual([]);
      expect(readFileSync(file).equals(bytes)).toBe(true);
      expect(tmpFiles(dir)).toEqual([]);
    });
  }

  it('a record without a settings line (an earlier bench-check) cannot be checked, so it is not resumed', async () => {
    const { dir, file, bytes } = await recordedRun();
    const headless = bytes.toString('utf8').split('\n').slice(1).join('\n');
    writeFileSync(file, headless);
    const run = await flood(live({ record: 'rec.jsonl' }), { baseDir: dir, resume: true });
    expect(errors(run).map((d) => d.code)).toEqual(['resume-mismatch']);
    expect(errors(run)[0]!.message).toMatch(/^the record file has no settings line/);
    expect(readFileSync(file, 'utf8')).toBe(headless);
  });

  it('a record whose answers belong to other questions (a context hash differs) is refused mid-run and left untouched', async () => {
    const { dir, file, bytes } = await recordedRun();
    const text = bytes
      .toString('utf8')
      .replace(/("agentId":"H00004"[^\n]*"contextHash":")[0-9a-f]{16}/, '$10000000000000000');
    writeFileSync(file, text);
    const run = await flood(live({ record: 'rec.jsonl' }), { baseDir: dir, resume: true });
    expect(errors(run).map((d) => d.code)).toEqual(['resume-mismatch']);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(tmpFiles(dir)).toEqual([]);
    expect(existsSync(path.join(run.dir, 'flood.items.jsonl'))).toBe(false);
  });

  it('without --resume a live run does not overwrite a record either; a rule run replaces its own', async () => {
    const { dir, file, bytes } = await recordedRun();
    endpoint.seen = [];
    const run = await flood(live({ record: 'rec.jsonl' }), { baseDir: dir });
    expect(errors(run).map((d) => d.code)).toEqual(['record-exists']);
    const attempts =
      bytes
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== '').length - 1;
    expect(errors(run)[0]!.message).toBe(
      `the record file already holds ${attempts} recorded attempts of provider openai model "m"; it is not overwritten: pass --resume to go on from it (asking only for the rest), or remove it (or name another --record file) to record anew`,
    );
    expect(endpoint.seen).toEqual([]);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    // Nor does a rule run (a model's answers are not the rule's to replace) ...
    expect(
      errors(await flood({ scenario: 'small.json', record: 'rec.jsonl' }, { baseDir: dir })).map((d) => d.code),
    ).toEqual(['record-exists']);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    // ... but a rule record is the rule's to write again.
    rmSync(file);
    expect((await flood({ scenario: 'small.json', record: 'rec.jsonl' }, { baseDir: dir })).suite.status).toBe('ok');
    expect((await flood({ scenario: 'small.json', record: 'rec.jsonl' }, { baseDir: dir })).suite.status).toBe('ok');
  });

  it('`resume` as a suite key is refused with what to do instead', async () => {
    const dir = workspace();
    const run = await flood(live({ record: 'rec.jsonl', resume: true }), { baseDir: dir });
    expect(run.suite.status).toBe('error');
    expect(run.suite.diagnostics.map((d) => [d.code, d.pointer])).toEqual([['config', '/resume']]);
    expect(run.suite.diagnostics[0]!.message).toMatch(
      /^suite flood: "resume" is not a suite key any more .* pass --resume to the one run that should go on from an interrupted one \(bench-check run --resume\)$/,
    );
  });
});

describe('the command line: every stop of a live run says how to go on', () => {
  it('the resume command: the arguments as typed, quoted for a shell, without URL credentials, --resume once', () => {
    expect(resumeCommand(['run', '--config', 'my config.json'])).toBe(
      "npx bench-check run --config 'my config.json' --resume",
    );
    expect(resumeCommand(['score', 'flood', '--base-url', 'https://u:p@h/v1', "--model=it's"])).toBe(
      "npx bench-check score flood --base-url https://h/v1 '--model=it'\\''s' --resume",
    );
    expect(resumeCommand(['score', 'flood', '--base-url=https://u:p@h/v1', '--resume'])).toBe(
      'npx bench-check score flood --base-url=https://h/v1 --resume',
    );
  });

  it('the run deadline is a stop like a signal: the same line with the command', async () => {
    const dir = workspace();
    const controller = new AbortController();
    setTimeout(() => controller.abort('the run deadline of 0.01 min passed'), 300);
    const { lines, log } = recorder();
    await flood(live({ baseUrl: hangingUrl(), record: 'rec.jsonl', timeoutS: 600 }), {
      baseDir: dir,
      signal: controller.signal,
      log,
      resumeCommand: 'npx bench-check run --deadline-minutes 0.01 --resume',
    });
    expect(lines).toContain(
      `warning: flood: stopped (the run deadline of 0.01 min passed); every attempt made (0) is kept in ${displayPath(path.join(dir, 'rec.jsonl'))}. To go on from there, asking only for the rest: npx bench-check run --deadline-minutes 0.01 --resume`,
    );
  });
});
