import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/core/memory.js';
import {
  checkBaseUrl,
  DEFAULT_MAX_RESPONSE_BYTES,
  evaluateBatch,
  type RemoteOptions,
} from '../../src/benchmarks/transitlm/tasks/general/remote.js';
import {
  alwaysStatus,
  failFirst,
  notJson,
  slow,
  startGeneralServer,
  stringBooleans,
  wrongCount,
  type GeneralServer,
} from './general-server.js';

function caseText(lines: string[], names: string[]): string {
  return JSON.stringify({
    city: '上海',
    start: [121.4, 31.2],
    end: [121.5, 31.3],
    pred: { line_sequence: lines, station_name: names, start_transfer_mode: '', end_transfer_mode: '步行' },
  });
}

const good = caseText(['地铁9号线'], ['打浦桥', '世纪大道']);
const wrongNames = caseText(['地铁9号线'], ['打浦桥']);
const far = caseText(['地铁9号线'], ['远方', '世纪大道']);

let server: GeneralServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function options(s: GeneralServer, extra: Partial<RemoteOptions> = {}): RemoteOptions {
  return { baseUrl: `${s.url}//`, timeoutMs: 5000, retries: 3, retryBaseDelayMs: 20, ...extra };
}

describe('batch endpoint', () => {
  it('appends the path after removing every trailing slash', async () => {
    server = await startGeneralServer();
    await evaluateBatch([good], options(server, { baseUrl: `${server.url}/x//` }));
    await evaluateBatch([good], options(server, { baseUrl: server.url }));
    expect(server.requests.map((r) => r.path)).toEqual(['/x/api/eval/route/batch', '/api/eval/route/batch']);
  });
  it('rejects what is not an http(s) URL', () => {
    expect(checkBaseUrl('http://127.0.0.1:9')).toBeNull();
    expect(checkBaseUrl('transit-lm.example')).toMatch(/not a valid URL/);
    expect(checkBaseUrl('ftp://h/')).toMatch(/not an http/);
  });
});

describe('evaluateBatch against a loopback evaluator', () => {
  it('posts the cases as JSON and aligns verdicts by index', async () => {
    server = await startGeneralServer();
    const out = await evaluateBatch([good, wrongNames, far], options(server));
    expect(out.failure).toBeNull();
    expect(out.verdicts.map((v) => [v.reachable, v.stationGrounding])).toEqual([
      [true, true],
      [false, true],
      [true, false],
    ]);
    expect(out.verdicts[0]!.reason).toBeNull();
    expect(out.verdicts[1]!.reason).toMatch(/站名数量不匹配/);
    expect(out.verdicts[2]!.reason).toMatch(/过远/);
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/api/eval/route/batch');
    expect(req!.contentType).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual({ cases: [JSON.parse(good), JSON.parse(wrongNames), JSON.parse(far)] });
  });

  it('retries 429 with doubling waits, then succeeds', async () => {
    server = await startGeneralServer(failFirst(2, 429));
    const out = await evaluateBatch([good], options(server, { retryBaseDelayMs: 60 }));
    expect(out.failure).toBeNull();
    expect(out.verdicts[0]!.reachable).toBe(true);
    const at = server.requests.map((r) => r.at);
    expect(at).toHaveLength(3);
    // waits 60 ms then 120 ms: timers may fire late (by any amount on a loaded machine), never
    // early, so only the lower bounds are certain; 120 is the doubled wait.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(55);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(115);
  });

  it('gives up on 5xx after the configured retries and fails the batch', async () => {
    server = await startGeneralServer(alwaysStatus(503));
    const out = await evaluateBatch([good, far], options(server, { retries: 2 }));
    expect(server.requests).toHaveLength(3);
    expect(out.failure).toMatch(/HTTP 503 after 2 retries/);
    expect(out.verdicts).toHaveLength(2);
    for (const v of out.verdicts) {
      expect(v).toMatchObject({ reachable: false, stationGrounding: false, reason: out.failure });
    }
  });

  it('does not retry other non-2xx answers', async () => {
    server = await startGeneralServer(alwaysStatus(400));
    const out = await evaluateBatch([good], options(server));
    expect(server.requests).toHaveLength(1);
    expect(out.failure).toMatch(/HTTP 400$/);
  });

  it('fails the batch on a timeout', async () => {
    server = await startGeneralServer(slow(2000));
    const out = await evaluateBatch([good], options(server, { timeoutMs: 100 }));
    expect(out.failure).toMatch(/timed out/);
    expect(out.verdicts[0]!.reachable).toBe(false);
  });

  it('fails the batch on a body that is not JSON', async () => {
    server = await startGeneralServer(notJson);
    const out = await evaluateBatch([good], options(server));
    expect(out.failure).toMatch(/not JSON/);
  });

  it('fails the batch when the result count differs from the case count', async () => {
    server = await startGeneralServer(wrongCount);
    const out = await evaluateBatch([good, far], options(server));
    expect(out.failure).toMatch(/1 results for 2 cases/);
    expect(out.verdicts.every((v) => !v.reachable && !v.stationGrounding)).toBe(true);
  });

  it('fails the batch when results is missing', async () => {
    server = await startGeneralServer(() => ({ body: { result: [] } }));
    const out = await evaluateBatch([good], options(server));
    expect(out.failure).toMatch(/without a "results" array/);
  });

  it('makes a case with a non-boolean field unreachable, not the batch', async () => {
    server = await startGeneralServer(stringBooleans);
    const out = await evaluateBatch([good], options(server));
    expect(out.failure).toBeNull();
    expect(out.verdicts[0]).toMatchObject({ reachable: false, stationGrounding: false });
    expect(out.verdicts[0]!.badResponse).toBe('"reachable" is not a JSON boolean ("true")');
  });

  it('checks station_grounding and entry types too', async () => {
    server = await startGeneralServer(() => ({
      body: { results: [{ reachable: true, station_grounding: 1 }, null, { reachable: true }] },
    }));
    const out = await evaluateBatch([good, good, good], options(server));
    expect(out.verdicts.map((v) => v.badResponse)).toEqual([
      '"station_grounding" is not a JSON boolean (1)',
      'result entry is not an object',
      '"station_grounding" is not a JSON boolean (missing)',
    ]);
  });

  it('fails the batch on a transport error', async () => {
    server = await startGeneralServer();
    const url = server.url;
    await server.close();
    server = null;
    const out = await evaluateBatch([good], { baseUrl: url, timeoutMs: 2000, retries: 3, retryBaseDelayMs: 10 });
    expect(out.failure).toMatch(/request to .* failed/);
    expect(out.verdicts[0]!.reachable).toBe(false);
  });

  it('a hung server: the per-request timeout holds through garbage collections (Node 20, nodejs/node#55428)', async () => {
    server = await startGeneralServer(slow(30_000));
    const gc = setInterval(collectGarbage, 20);
    const started = Date.now();
    try {
      const out = await evaluateBatch([good], options(server, { timeoutMs: 300, retries: 0 }));
      expect(out.failure).toMatch(/failed: timed out$/);
    } finally {
      clearInterval(gc);
    }
    expect(Date.now() - started).toBeLessThan(10_000); // 30 s when the timeout is lost
  });

  it('an answer over the size cap fails the batch without being read (declared length)', async () => {
    server = await startGeneralServer(() => ({
      body: { results: [{ reachable: true, station_grounding: true, pad: 'x'.repeat(5000) }] },
    }));
    const out = await evaluateBatch([good], options(server, { maxResponseBytes: 1000 }));
    expect(out.failure).toMatch(/answered more than 1000 bytes \(the most read\): not read$/);
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(16 * 1024 * 1024);
  });
});

describe('an endless answer', () => {
  let endless: Server | null = null;
  afterEach(async () => {
    endless?.closeAllConnections();
    await new Promise((resolve) => endless?.close(resolve) ?? resolve(undefined));
    endless = null;
  });

  it('is cut at the cap: a chunked body with no length is not read to its end', async () => {
    let sent = 0;
    endless = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"results": [');
      const more = () => {
        // Never ends on its own: 64 KiB at a time while the client reads.
        while (!res.destroyed && res.write(`"${'y'.repeat(65_536)}",`)) sent += 65_536;
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    await new Promise<void>((resolve) => endless!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endless.address() as AddressInfo).port}`;
    const out = await evaluateBatch([good], {
      baseUrl: url,
      timeoutMs: 20_000,
      retries: 0,
      retryBaseDelayMs: 10,
      maxResponseBytes: 1 << 20,
    });
    expect(out.failure).toMatch(/answered more than 1048576 bytes/);
    expect(sent).toBeLessThan(64 << 20);
  });
});
