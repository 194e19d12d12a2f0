import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scoreGeneral } from '../../src/benchmarks/transitlm/score-general.js';
import { generalOptions } from '../../src/benchmarks/transitlm/tasks/general/options.js';
import type { ScoreContext } from '../../src/plugin/benchmark.js';
import { RunCache } from '../../src/core/cache.js';
import { silentLogger } from '../../src/core/logger.js';
import type { Suite } from '../../src/results/types.js';
import {
  answerByRule,
  alwaysStatus,
  slow,
  startGeneralServer,
  stringBooleans,
  type GeneralServer,
} from './general-server.js';
import type { TransitSuiteConfig } from '../../src/benchmarks/transitlm/input/options.js';
import { validateValue } from '../../src/schemas/registry.js';

const FIXTURES = path.resolve('fixtures/transitlm/general');
const SHARED = path.resolve('fixtures/transitlm/conformance');

let outDir = '';
let server: GeneralServer | null = null;
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'general-task-'));
});
afterEach(async () => {
  await server?.close();
  server = null;
  rmSync(outDir, { recursive: true, force: true });
});

function context(extra: Partial<ScoreContext> = {}): ScoreContext {
  return {
    baseDir: FIXTURES,
    sideFiles: { dir: outDir, prefix: 'results' },
    shard: null,
    cache: new RunCache(),
    signal: new AbortController().signal,
    log: silentLogger,
    env: {},
    ...extra,
  };
}

function suiteConfig(options: Partial<TransitSuiteConfig>): TransitSuiteConfig {
  return { id: 'transit-general', benchmark: 'transitlm', task: 'general', input: 'general_routes.csv', ...options };
}

function itemsOf(suite: Suite): Record<string, unknown>[] {
  return readFileSync(path.join(outDir, suite.itemsFile!), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const rounds = (s: Suite) => Object.fromEntries(s.rounds.map((r) => [r.id, [r.passed, r.input]]));
const codes = (s: Suite) => s.diagnostics.map((d) => `${d.code}@${d.row ?? '-'}`);

describe('general options', () => {
  it('needs exactly one evaluator and no default URL', () => {
    expect(generalOptions(suiteConfig({}), {})).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'usage', message: expect.stringMatching(/needs an evaluator/) }],
    });
    expect(generalOptions(suiteConfig({ apiUrl: 'http://a', lines: 'l.csv', stations: 's.csv' }), {})).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'usage', message: expect.stringMatching(/not both/) }],
    });
    expect(generalOptions(suiteConfig({ lines: 'l.csv' }), {})).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'usage', message: expect.stringMatching(/needs --stations/) }],
    });
    expect(generalOptions(suiteConfig({ apiUrl: 'nota url' }), {})).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'usage', message: expect.stringMatching(/not a valid URL/) }],
    });
    // Its keys' own rules are the schema's, checked once with the config (issue #26: not again here).
    expect(validateValue('config', { suites: [suiteConfig({ batchSize: 0, apiUrl: 'http://a' })] })).toEqual([
      { pointer: '/suites/0/batchSize', message: 'must be >= 1, is 0' },
    ]);
  });
  it('takes the URL from TRANSIT_LM_API, the flag winning', () => {
    expect(generalOptions(suiteConfig({}), { TRANSIT_LM_API: 'http://env/' })).toMatchObject({
      ok: true,
      value: { evaluator: { kind: 'remote', url: 'http://env/', timeoutMs: 60_000, retries: 3 }, batchSize: 50 },
    });
    expect(generalOptions(suiteConfig({ apiUrl: 'http://flag' }), { TRANSIT_LM_API: 'http://env' })).toMatchObject({
      ok: true,
      value: { evaluator: { url: 'http://flag' } },
    });
    expect(
      generalOptions(suiteConfig({ lines: 'l.csv', stations: 's.csv' }), { TRANSIT_LM_API: 'http://env' }),
    ).toMatchObject({ ok: true, value: { evaluator: { kind: 'lines' } } });
  });
  it('is a suite error (exit 2) without an evaluator', async () => {
    const s = await scoreGeneral(suiteConfig({}), context());
    expect(s.status).toBe('error');
    expect(s.diagnostics[0]!.message).toMatch(/TRANSIT_LM_API/);
  });
});

describe('general task against a loopback evaluator', () => {
  it('credentials in the evaluator URL are sent as Basic auth and shown nowhere (fetch refuses a URL with userinfo)', async () => {
    server = await startGeneralServer(answerByRule);
    const s = await scoreGeneral(
      suiteConfig({ apiUrl: server.url.replace('http://', 'http://eval:Ev4l-s3cret@'), batchSize: 5 }),
      context(),
    );
    expect(s.status).toBe('ok');
    expect(server.requests.length).toBeGreaterThan(0);
    expect(new Set(server.requests.map((r) => r.authorization))).toEqual(
      new Set([`Basic ${Buffer.from('eval:Ev4l-s3cret').toString('base64')}`]),
    );
    expect(JSON.stringify(s)).not.toContain('s3cret');
  });

  it('scores the fixture: counts, rounds, metrics, items, requests', async () => {
    server = await startGeneralServer(answerByRule);
    const s = await scoreGeneral(suiteConfig({ apiUrl: server.url, batchSize: 3 }), context());
    expect(s.status).toBe('ok');
    expect([s.total, s.errors, s.counts]).toEqual([10, 4, { valid: 5, no_response: 1, provider_errors: 0 }]);
    expect(rounds(s)).toEqual({
      reachability: [4, 5],
      station_grounding: [3, 4],
      distance_plausibility: [4, 4],
      iou: [2, 4],
      accuracy: [1, 2],
    });
    expect(s.finalScore).toBe(10);
    expect(s.metrics.station_iou_exact).toMatchObject({ passed: 3, input: 4, value: 0.75 });
    expect(s.metrics.line_iou_mean).toMatchObject({ sum: 3.5, count: 4, value: 0.875 });
    expect(s.metrics.station_iou_mean).toMatchObject({ sum: 3.25, count: 4 });
    // g01: S = 32·60/300 + 2 + 3 = 11.4; g06: 6 + 1 + 3 = 10; g07, g08 (1 h): 11, 17; labels all 11
    expect(s.metrics.expert_score_mean!.sum).toBeCloseTo(11.4 + 10 + 11 + 17, 10);
    expect(s.metrics.label_expert_score_mean).toMatchObject({ sum: 44, count: 4 });
    expect(s.metrics.time_mape).toMatchObject({ count: 2, unit: '%' });
    expect(s.metrics.time_mape!.sum).toBeCloseTo((100 * 2) / 30 + 100, 10);
    expect(s.metrics.time_accuracy).toMatchObject({ passed: 1, input: 2 });
    expect(s.metrics.transfer_distance_accuracy).toMatchObject({ passed: 2, input: 2 });
    // g09 and g10 violate the route schema (warnings under reference) where they raise: the error
    // alone is reported, not also a schema warning about the same field and pointer
    expect(codes(s)).toEqual(['payload-error@3', 'invalid-json@4', 'payload-error@9', 'bad-type@10']);
    expect(s.diagnostics[3]).toMatchObject({
      severity: 'error',
      field: 'generate_results',
      pointer: '/line_sequence/1',
      item: 'g10',
      line: 11,
    });
    expect(s.diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
    // The cells that are not JSON are located in the file (the end of each cell: its closing quote).
    const lines = readFileSync(path.join(FIXTURES, 'general_routes.csv'), 'utf8').split(/\r\n|\r|\n/);
    const broken = s.diagnostics.filter((d) => d.message.startsWith('the cell is not valid JSON'));
    expect(broken.map((d) => [d.row, d.field, d.line])).toEqual([
      [3, 'generate_results', 4],
      [4, 'sft_label', 5],
    ]);
    for (const d of broken) {
      expect(lines[d.line! - 1]![d.column! - 1], `${d.line}:${d.column}`).toBe('"');
      expect(d.message).toMatch(/unexpected end of the cell, expected (a value|the value of "line_sequence")$/);
    }

    // 7 cases in row order, 3 per request
    expect(server.requests.map((r) => r.cases!.length)).toEqual([3, 3, 1]);
    const first = server.requests[0]!;
    expect(
      first.body.startsWith(
        '{"cases": [{"city": "\\u4e0a\\u6d77", "start": [121.4, 31.2], "end": [121.5, 31.3], "pred": {"line_sequence": ["\\u5730',
      ),
    ).toBe(true);
    const sent = server.requests.flatMap((r) => r.cases!);
    expect(sent[0]!.pred).toEqual({
      line_sequence: ['地铁1号线', '地铁2号线'],
      station_name: ['甲站', '丙站', '丙站', '庚站'],
      start_transfer_mode: '步行',
      end_transfer_mode: '步行',
    });
    // g07: full sequence normalised to segment ends
    expect(sent[4]!.pred.station_name).toEqual(['甲站', '丙站', '丙站', '庚站']);
    expect(sent[4]!.pred.start_transfer_mode).toBe('打车');

    const items = itemsOf(s);
    expect(items.map((i) => i.id)).toEqual(['g01', 'g02', 'g03', 'g04', 'g05', 'g06', 'g07', 'g08', 'g09', 'g10']);
    // A judged route's share of its batch's wall time (docs/usage.md): measured, so only its shape here.
    expect((items[0] as { usage?: { latencyMs?: number } }).usage?.latencyMs).toBeGreaterThan(0);
    expect(items[1]).not.toHaveProperty('usage'); // no response: not sent, no latency
    expect({ ...items[0], usage: undefined }).toEqual({
      usage: undefined,
      id: 'g01',
      reachability: true,
      station_grounding: true,
      distance_plausibility: true,
      iou: true,
      accuracy: true,
      reason: null,
      detail: {
        // A route that passed every check: its lines and totals (its stops only when it failed one).
        funnel: 'passed every round',
        lines: '2 lines: 地铁1号线 → 地铁2号线',
        totals: 'distance 10.4公里 · time 32分钟 · fare 3元',
      },
    });
    expect(items[1]).toMatchObject({ reachability: null, reason: expect.stringMatching(/no response/) });
    expect(items[4]).toMatchObject({
      reachability: false,
      station_grounding: null,
      reason: expect.stringMatching(/站名数量不匹配/),
    });
    expect(items[5]).toMatchObject({
      reachability: true,
      station_grounding: false,
      iou: false,
      accuracy: null,
      reason: expect.stringMatching(/过远/),
    });
    expect(items[6]).toMatchObject({ iou: false, reason: 'transfer modes differ from the label' });
    expect(items[7]).toMatchObject({ iou: true, accuracy: false, reason: 'inaccurate: time' });
  });

  it('counts the rows of a failed batch as provider errors, not as unreachable routes, and keeps scoring the rest', async () => {
    // The second request (cases g06, g07, g08) gets 503 forever.
    server = await startGeneralServer((cases, n) =>
      cases.some((c) => c.pred.start_transfer_mode === '打车') ? alwaysStatus(503)(cases, n) : answerByRule(cases, n),
    );
    const s = await scoreGeneral(suiteConfig({ apiUrl: server.url, batchSize: 3, retries: 2 }), context(), {
      retryBaseDelayMs: 5,
    });
    expect(server.requests.map((r) => r.cases!.length)).toEqual([3, 3, 3, 3, 1]);
    // What the run cost (results.md "usage"): every request sent, the two retries of the 503 among them.
    expect(s.usage).toMatchObject({ requests: 5, retries: 2, items: 2, latencyApportioned: true });
    // The routes of the batches that got verdicts carry their share of its wall time; the failed batch's none.
    expect(s.usage!.latencyMs!.median).toBeGreaterThan(0);
    expect(s.metrics.latency_p50).toMatchObject({ direction: 'lower', unit: 'ms', count: 2 });
    expect(s.usage!.tokensPerItem).toBeUndefined(); // the evaluator reports no tokens
    // g06–g08 are left out: 7 rows scored, of which g01 and g05 reached the evaluator.
    expect([s.total, s.counts]).toEqual([7, { valid: 2, no_response: 1, provider_errors: 3 }]);
    expect(rounds(s).reachability).toEqual([1, 2]);
    expect(s.finalScore).toBeCloseTo(100 / 7, 12);
    const failed = s.diagnostics.find((d) => d.code === 'batch-failed')!;
    expect(failed).toMatchObject({ severity: 'warning', row: 6, line: 7 });
    expect(failed.message).toMatch(/rows 6–8.*HTTP 503 after 2 retries/);
    expect(itemsOf(s).map((i) => i.id)).toEqual(['g01', 'g02', 'g03', 'g04', 'g05', 'g09', 'g10']);
    // No share of provider errors is allowed by default: the suite cannot be judged.
    expect(s.status).toBe('error');
    const error = s.diagnostics.find((d) => d.severity === 'error' && d.code === 'provider-errors')!;
    expect(error.message).toMatch(/^3 of 10 rows got no answer from the provider \(30\.0 %; none is allowed\)/);
    // A configured share lets the same run through, with the same numbers.
    server.requests.length = 0;
    const lenient = await scoreGeneral(
      suiteConfig({ apiUrl: server.url, batchSize: 3, retries: 2, maxProviderErrorRate: 0.3 }),
      context(),
      { retryBaseDelayMs: 5 },
    );
    expect([lenient.status, lenient.total, lenient.counts?.provider_errors, lenient.finalScore]).toEqual([
      'ok',
      7,
      3,
      s.finalScore,
    ]);
  });

  it('stops asking after maxConsecutiveProviderFailures failed batches in a row: the suite is an error, the rows are provider errors', async () => {
    server = await startGeneralServer(alwaysStatus(500));
    const s = await scoreGeneral(
      suiteConfig({
        apiUrl: server.url,
        batchSize: 1,
        retries: 0,
        maxConsecutiveProviderFailures: 2,
        maxProviderErrorRate: 1,
      }),
      context(),
      { retryBaseDelayMs: 5 },
    );
    expect(server.requests).toHaveLength(2);
    expect(s.status).toBe('error');
    expect(s.counts?.provider_errors).toBe(7);
    const stop = s.diagnostics.find((d) => d.code === 'provider-unavailable')!;
    expect(stop).toMatchObject({ severity: 'error' });
    expect(stop.message).toMatch(/^stopped asking after 2 consecutive provider failures \(last: .*HTTP 500\)$/);
  });

  it('a dead evaluator (connection refused) and a hanging one (timeout) are provider errors, never a score of 0', async () => {
    const dead = await startGeneralServer();
    const deadUrl = dead.url;
    await dead.close();
    const refused = await scoreGeneral(suiteConfig({ apiUrl: deadUrl, retries: 0 }), context(), {
      retryBaseDelayMs: 5,
    });
    expect([refused.status, refused.counts?.provider_errors, refused.rounds[0]!.input]).toEqual(['error', 7, 0]);
    expect(refused.diagnostics.find((d) => d.code === 'batch-failed')!.message).toMatch(/failed: request to .* failed/);
    server = await startGeneralServer(slow(5000));
    const hanging = await scoreGeneral(suiteConfig({ apiUrl: server.url, retries: 0, timeoutS: 0.2 }), context(), {
      retryBaseDelayMs: 5,
    });
    expect([hanging.status, hanging.counts?.provider_errors]).toEqual(['error', 7]);
    expect(hanging.diagnostics.find((d) => d.code === 'batch-failed')!.message).toMatch(/timed out/);
  });

  it('counts a non-boolean verdict as unreachable with a bad-response warning', async () => {
    server = await startGeneralServer(stringBooleans);
    const s = await scoreGeneral(suiteConfig({ apiUrl: server.url }), context());
    expect(rounds(s).reachability).toEqual([0, 5]);
    expect(s.diagnostics.filter((d) => d.code === 'bad-response').map((d) => d.item)).toEqual([
      'g01',
      'g04',
      'g05',
      'g06',
      'g07',
      'g08',
      'g10',
    ]);
  });

  it('sends only the rows of its shard', async () => {
    server = await startGeneralServer();
    const shards = [];
    for (const index of [1, 2]) {
      shards.push(
        await scoreGeneral(
          suiteConfig({ apiUrl: server.url, id: `g${index}` }),
          context({ shard: { index, total: 2 } }),
        ),
      );
    }
    expect(shards[0]!.total + shards[1]!.total).toBe(10);
    expect(server.requests.flatMap((r) => r.cases!).length).toBe(7);
    expect(shards[0]!.rounds[0]!.input + shards[1]!.rounds[0]!.input).toBe(5);
  });

  it('scores several input files as one stream of batches', async () => {
    server = await startGeneralServer();
    const copy = path.join(outDir, 'copy.csv');
    writeFileSync(copy, readFileSync(path.join(FIXTURES, 'general_routes.csv')));
    const s = await scoreGeneral(
      suiteConfig({ apiUrl: server.url, batchSize: 4, input: ['general_routes.csv', copy] }),
      context(),
    );
    expect([s.total, s.errors, s.counts!.valid]).toEqual([20, 8, 10]);
    expect(server.requests.map((r) => r.cases!.length)).toEqual([4, 4, 4, 2]);
    expect(s.inputs.map((i) => i.items)).toEqual([10, 10]);
    const dups = s.diagnostics.filter((d) => d.code === 'duplicate-id');
    expect(dups).toHaveLength(10);
    expect(itemsOf(s)[10]!.id).toBe('g01#2');
  });

  it('loads and checks a station file in remote mode without changing a count', async () => {
    server = await startGeneralServer();
    const s = await scoreGeneral(suiteConfig({ apiUrl: server.url, stations: 'station_info.csv' }), context());
    expect(s.inputs.map((i) => path.basename(i.path))).toEqual(['general_routes.csv', 'station_info.csv']);
    expect([s.total, s.errors, rounds(s).reachability, s.finalScore]).toEqual([10, 4, [4, 5], 10]);
    const bad = path.join(outDir, 'stations.csv');
    writeFileSync(bad, 'stop_id,coord_x\ns1,east\n');
    const e = await scoreGeneral(suiteConfig({ apiUrl: server.url, stations: bad }), context());
    expect(e.status).toBe('error');
    expect(e.diagnostics[0]).toMatchObject({ code: 'bad-stations', line: 2, field: 'coord_x' });
  });

  it('makes every row a no-response without a generate_results column', async () => {
    server = await startGeneralServer();
    writeFileSync(path.join(outDir, 'no-output.csv'), 'index_id,sft_prompt,sft_label\na,{},{}\nb,{},{}\n');
    const s = await scoreGeneral(
      suiteConfig({ apiUrl: server.url, input: path.join(outDir, 'no-output.csv') }),
      context(),
    );
    expect([s.status, s.total, s.errors, s.counts]).toEqual([
      'error',
      2,
      0,
      { valid: 0, no_response: 2, provider_errors: 0 },
    ]);
    expect(codes(s)).toEqual(['missing-column@-']);
    expect(server.requests).toHaveLength(0);
  });
});

describe('general task offline (--lines)', () => {
  it('judges the payload from the line and station files', async () => {
    const s = await scoreGeneral(suiteConfig({ lines: 'line_info.csv', stations: 'station_info.csv' }), context());
    expect(s.usage).toBeUndefined(); // the offline judge asks nobody
    expect(s.status).toBe('ok');
    expect(s.inputs.map((i) => [path.basename(i.path), i.items])).toEqual([
      ['general_routes.csv', 10],
      ['station_info.csv', null],
      ['line_info.csv', null],
    ]);
    const items = itemsOf(s);
    // g01: 地铁1号线 甲站→丙站 (s1→s3), transfer s3→s6, 地铁2号线 丙站→庚站; start at s1, end at s7
    expect(items[0]).toMatchObject({ reachability: true, station_grounding: true, distance_plausibility: true });
    // g06: "远丙站" matches 丙站 by bigrams (1/2 ≥ 0.4)
    expect(items[5]).toMatchObject({ reachability: true });
    // g05: three names for two lines
    expect(items[4]).toMatchObject({ reachability: false, reason: expect.stringMatching(/expected 4/) });
    // g07: 300 m start transfer vs. 0 km to s1: plausible (≤ 3·0 + 0.5); taxi mode grounds at 10 km
    expect(items[6]).toMatchObject({ reachability: true, station_grounding: true, distance_plausibility: true });
    expect(rounds(s).reachability).toEqual([4, 5]);
  });

  it('is a suite error for a malformed line file', async () => {
    const bad = path.join(outDir, 'lines.csv');
    writeFileSync(bad, 'citycode,line_name,station_list\n021,x,"{""a"": 1}"\n');
    const s = await scoreGeneral(suiteConfig({ lines: bad, stations: 'station_info.csv' }), context());
    expect(s.status).toBe('error');
    expect(s.diagnostics[0]).toMatchObject({ code: 'bad-line-file', line: 2, field: 'station_list' });
  });
});

describe('the public general example through a loopback evaluator', () => {
  const example = path.join(SHARED, 'general_llm_example.csv');
  it('scores every row and sends the normalised payload', async () => {
    server = await startGeneralServer();
    const s = await scoreGeneral(suiteConfig({ apiUrl: server.url, input: example }), context());
    expect(s.status).toBe('ok');
    expect([s.total, s.errors, s.counts!.no_response]).toEqual([10, 0, 0]);
    const sent = server.requests[0]!.cases!;
    expect(sent).toHaveLength(10);
    expect(sent[0]).toEqual({
      city: '深圳',
      start: [114.130533, 22.692349],
      end: [114.137989, 22.628479],
      pred: {
        line_sequence: ['地铁10号线'],
        station_name: ['雅宝', '石芽岭'],
        start_transfer_mode: '步行',
        end_transfer_mode: '',
      },
    });
    expect(sent[1]!.pred.station_name).toEqual(['打浦桥', '世纪大道', '世纪大道', '蓝村路']);
    // Every output gives two names per line, so the rule evaluator finds all reachable.
    expect(rounds(s).reachability).toEqual([10, 10]);
    const items = itemsOf(s);
    // Row 1: 977路 vs 地铁10号线, label names end in 地铁站: nothing in common.
    expect(items[0]).toMatchObject({ iou: false, reason: 'station IoU 0 ≠ 1' });
    // Row 2: {打浦桥, 世纪大道, 蓝村路} vs the label's segment ends {打浦桥, 世纪大道, 张江高科}.
    expect(items[1]).toMatchObject({ iou: false, reason: 'station IoU 0.5 ≠ 1' });
  });
});
