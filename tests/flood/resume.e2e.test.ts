// `--resume` from the command line (issue #23 part 2): every stop of a live run says how to go on,
// and that command goes on. The CLI as a process against a loopback OpenAI-compatible chat API
// (tests/flood/chat-server.ts); the rest of the resume tests run in-process in resume.test.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCli, tempDir } from '../helpers.js';
import { answerByAgent as answer, FakeEndpoint } from './chat-server.js';

const endpoint = new FakeEndpoint();
/** Accepts every request and never answers. */
const hanging: Server = createServer(() => {});

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const server of [endpoint.server, hanging]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const hangingUrl = () => `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1`;

/** A fresh folder with a small scenario. */
function workspace(): string {
  const dir = tempDir('flood-resume-');
  writeFileSync(path.join(dir, 'small.json'), JSON.stringify({ households: 6, years: 2, floodYears: [1], seed: 5 }));
  return dir;
}

describe('the command line: every stop of a live run says how to go on', () => {
  it('score flood: the circuit breaker prints the exact command plus --resume, and that command goes on', async () => {
    const dir = workspace();
    // Answers 6 requests, then HTTP 500 on every one.
    let answered = 0;
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _s, res) => (answered++ < 6 ? answer(agent, res) : res.writeHead(500).end('down'));
    const args = [
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
      '--retries',
      '0',
      '--record',
      'rec.jsonl',
      '--out',
      'out/results.json',
    ];
    const broken = await runCli([...args, '--max-consecutive-provider-failures', '3'], { cwd: dir });
    expect(broken.code).toBe(2);
    const command = `npx bench-check ${args.join(' ')} --max-consecutive-provider-failures 3 --resume`;
    expect(broken.stderr).toMatch(
      /warning: flood: the run ended early; every attempt made \(\d+\) is kept in rec\.jsonl\. /,
    );
    expect(broken.stderr).toContain(
      ` is kept in rec.jsonl. To go on from there, asking only for the rest: ${command}\n`,
    );
    endpoint.behave = (agent, _n, _s, res) => answer(agent, res);
    const resumed = await runCli(command.split(' ').slice(2), { cwd: dir });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(
      /flood: resumed: 6 of the 6 recorded answers replayed from rec\.jsonl, \d+ attempts asked/,
    );
  });

  it('run: Ctrl-C (SIGINT) prints the command with --resume; run --resume goes on, and a replay run never mentions --resume', async () => {
    const dir = workspace();
    writeFileSync(
      path.join(dir, 'c.json'),
      JSON.stringify({
        suites: [
          {
            id: 'live',
            benchmark: 'flood',
            scenario: 'small.json',
            provider: 'openai',
            baseUrl: hangingUrl(),
            model: 'm',
            record: 'live.jsonl',
          },
        ],
      }),
    );
    const { child, done } = startCli(['run', '--config', 'c.json', '--out', 'out/r.json'], { cwd: dir });
    const until = Date.now() + 20_000;
    while (!existsSync(path.join(dir, 'out/r.json')) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGINT');
    const stopped = await done;
    expect(stopped.code).toBe(2);
    expect(stopped.stderr).toContain(
      'warning: live: stopped (interrupted by SIGINT); every attempt made (0) is kept in live.jsonl. To go on from there, asking only for the rest: npx bench-check run --config c.json --out out/r.json --resume\n',
    );
    expect(existsSync(path.join(dir, 'live.jsonl'))).toBe(true);

    // The config on a healthy endpoint: run --resume goes on from the (settings-only) record.
    writeFileSync(
      path.join(dir, 'c.json'),
      JSON.stringify({
        suites: [
          {
            id: 'live',
            benchmark: 'flood',
            scenario: 'small.json',
            provider: 'openai',
            baseUrl: endpoint.url,
            model: 'm',
            record: 'live.jsonl',
          },
        ],
      }),
    );
    endpoint.behave = (agent, _n, _s, res) => answer(agent, res);
    const resumed = await runCli(['run', '--config', 'c.json', '--out', 'out/r.json', '--resume'], { cwd: dir });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('flood: --resume: live.jsonl holds no attempt yet, so every attempt is asked');
    // The record replayed, with one decision recorded as a provider error: an error, and no resume hint.
    const rec = readFileSync(path.join(dir, 'live.jsonl'), 'utf8').replace(
      /"agentId":"H00003","role":"household","attempt":1,"text":"[^"]*"/,
      '"agentId":"H00003","role":"household","attempt":1,"text":null,"error":"provider-error: 503"',
    );
    writeFileSync(path.join(dir, 'replay.jsonl'), rec);
    const replay = await runCli(
      [
        'score',
        'flood',
        '--scenario',
        'small.json',
        '--provider',
        'replay',
        '--replay',
        'replay.jsonl',
        '--out',
        'out/replay.json',
      ],
      { cwd: dir },
    );
    expect(replay.code).toBe(2);
    expect(replay.stderr).toContain('got no answer from the provider');
    expect(replay.stderr + replay.stdout).not.toContain('--resume');
    expect(readFileSync(path.join(dir, 'out/replay.json'), 'utf8')).not.toContain('resume-hint');
  });

  it('a config that still has `resume: true` is refused (exit 2) with what to pass instead', async () => {
    const dir = workspace();
    writeFileSync(
      path.join(dir, 'bench.config.json'),
      JSON.stringify({
        suites: [
          {
            id: 'live',
            benchmark: 'flood',
            scenario: 'small.json',
            provider: 'openai',
            baseUrl: endpoint.url,
            model: 'm',
            record: 'r.jsonl',
            resume: true,
          },
        ],
      }),
    );
    endpoint.seen = [];
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"resume" is not a suite key any more');
    expect(r.stderr).toContain('bench-check run --resume');
    expect(endpoint.seen).toEqual([]);
  });
});
