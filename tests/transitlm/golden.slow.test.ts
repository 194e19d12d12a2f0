import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TransitSuiteConfig, TransitTask } from '../../src/benchmarks/transitlm/input/options.js';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { useReferencePath } from '../../src/benchmarks/transitlm/reference/mode.js';
import { silentLogger } from '../../src/core/logger.js';
import type { Progress } from '../../src/core/progress.js';
import type { Shard } from '../../src/results/types.js';
import { REPO_ROOT, tempDir } from '../helpers.js';
import {
  alwaysStatus,
  answerByRule,
  failFirst,
  startGeneralServer,
  type Behaviour,
  type GeneralServer,
} from './general-server.js';
import { itemsWithoutWallTimes, withoutWallTimes } from '../flood/wall-times.js';
import { context } from './support.js';

/**
 * The same bytes before and after a change of the scorer's insides (issue #26): for every TransitLM
 * conformance example, the demo fixtures, the bad inputs and hand-made files with broken JSON cells
 * (golden/inputs/, made by golden/make-inputs.ts), the suite (every count, metric, diagnostic and
 * located message), the items file and the progress reported are compared with golden/expected/,
 * on this thread, on a worker thread and on the reference path. `UPDATE_TRANSITLM_GOLDEN=1`
 * rewrites the expected files (review the diff: it is the behaviour change).
 */

const GOLDEN = path.join(import.meta.dirname, 'golden/expected');
const UPDATE = process.env.UPDATE_TRANSITLM_GOLDEN === '1';
const CONFORMANCE = 'fixtures/transitlm/conformance';
const INPUTS = 'tests/transitlm/golden/inputs';
const STATIONS = 'fixtures/transitlm/stations.csv';
const GENERAL = 'fixtures/transitlm/general';

type Mode = 'inline' | 'pool' | 'reference';

interface GoldenCase {
  name: string;
  config: Omit<TransitSuiteConfig, 'id' | 'benchmark'>;
  shard?: Shard;
  /** A loopback route evaluator answering so (general, remote). */
  server?: Behaviour;
}

const compats = ['reference', 'corrected'] as const;
const rowCase = (
  name: string,
  task: TransitTask,
  input: TransitSuiteConfig['input'],
  stations: string,
  extra: Partial<GoldenCase> = {},
): GoldenCase[] =>
  compats.map((compat) => ({ name: `${name}.${compat}`, config: { task, input, stations, compat }, ...extra }));

const CASES: GoldenCase[] = [
  ...rowCase(
    'conformance-single',
    'single',
    `${CONFORMANCE}/benchmark1_single_route_example.csv`,
    `${CONFORMANCE}/station_info_synthetic.csv`,
  ),
  ...rowCase(
    'conformance-personalized',
    'personalized',
    `${CONFORMANCE}/benchmark2_personalized_example.csv`,
    `${CONFORMANCE}/station_info_synthetic.csv`,
  ),
  ...rowCase(
    'conformance-diversity',
    'diversity',
    `${CONFORMANCE}/benchmark3_diversity_example.csv`,
    `${CONFORMANCE}/station_info_synthetic.csv`,
  ),
  ...rowCase(
    'conformance-indonesia-single',
    'single',
    `${CONFORMANCE}/benchmark_indonesia_single_route_example.csv`,
    `${CONFORMANCE}/station_info_indonesia.csv`,
  ),
  ...rowCase(
    'conformance-indonesia-personalized',
    'personalized',
    `${CONFORMANCE}/benchmark_indonesia_personalized_example.csv`,
    `${CONFORMANCE}/station_info_indonesia.csv`,
  ),
  ...rowCase(
    'conformance-indonesia-diversity',
    'diversity',
    `${CONFORMANCE}/benchmark_indonesia_diversity_example.csv`,
    `${CONFORMANCE}/station_info_indonesia.csv`,
  ),
  ...rowCase(
    'conformance-quirks',
    'single',
    `${CONFORMANCE}/conformance_quirks_single.csv`,
    `${CONFORMANCE}/station_info_synthetic.csv`,
  ),
  ...rowCase('demo-single', 'single', 'fixtures/transitlm/single.csv', STATIONS),
  ...rowCase('demo-personalized', 'personalized', 'fixtures/transitlm/personalized.csv', STATIONS),
  ...rowCase('demo-diversity', 'diversity', 'fixtures/transitlm/diversity.csv', STATIONS),
  ...rowCase('located-single', 'single', `${INPUTS}/located-single.csv`, STATIONS),
  ...rowCase('located-diversity', 'diversity', `${INPUTS}/located-single.csv`, STATIONS),
  ...rowCase('duplicate-header', 'single', `${INPUTS}/duplicate-header.csv`, STATIONS),
  ...rowCase('two-files', 'single', ['fixtures/transitlm/single.csv', `${INPUTS}/located-single.csv`], STATIONS),
  {
    name: 'located-single.shard-1-of-2',
    config: { task: 'single', input: `${INPUTS}/located-single.csv`, stations: STATIONS },
    shard: { index: 1, total: 2 },
  },
  {
    name: 'located-single.shard-2-of-2',
    config: { task: 'single', input: `${INPUTS}/located-single.csv`, stations: STATIONS },
    shard: { index: 2, total: 2 },
  },
  ...[
    'bom-utf8',
    'unbalanced-quote',
    'duplicate-ids',
    'missing-column',
    'header-only',
    'empty',
    'binary-garbage',
    'utf16',
  ].map((bad): GoldenCase => ({
    name: `bad-${bad}`,
    config: { task: 'single', input: `fixtures/bad/${bad}.csv`, stations: STATIONS },
  })),
  { name: 'bad-missing-file', config: { task: 'single', input: `${INPUTS}/no-such-file.csv`, stations: STATIONS } },
  {
    name: 'bad-missing-stations',
    config: { task: 'single', input: 'fixtures/transitlm/single.csv', stations: `${INPUTS}/no-such-file.csv` },
  },
  // General, offline (--lines) and against a loopback evaluator.
  ...compats.map((compat): GoldenCase => ({
    name: `demo-general.${compat}`,
    config: {
      task: 'general',
      input: `${GENERAL}/general_routes.csv`,
      stations: `${GENERAL}/station_info.csv`,
      lines: `${GENERAL}/line_info.csv`,
      compat,
    },
  })),
  ...compats.map((compat): GoldenCase => ({
    name: `located-general.${compat}`,
    config: {
      task: 'general',
      input: `${INPUTS}/located-general.csv`,
      stations: `${GENERAL}/station_info.csv`,
      lines: `${GENERAL}/line_info.csv`,
      compat,
    },
  })),
  {
    name: 'general-remote',
    config: { task: 'general', input: `${GENERAL}/general_routes.csv`, batchSize: 3 },
    server: answerByRule,
  },
  {
    name: 'general-remote-located',
    config: {
      task: 'general',
      input: `${INPUTS}/located-general.csv`,
      batchSize: 4,
      stations: `${GENERAL}/station_info.csv`,
    },
    server: answerByRule,
  },
  {
    name: 'general-remote-example',
    config: { task: 'general', input: `${CONFORMANCE}/general_llm_example.csv`, batchSize: 4 },
    server: answerByRule,
  },
  {
    name: 'general-remote-two-files',
    config: {
      task: 'general',
      input: [`${GENERAL}/general_routes.csv`, `${INPUTS}/located-general.csv`],
      batchSize: 4,
    },
    server: answerByRule,
  },
  {
    name: 'general-remote-provider-errors',
    config: {
      task: 'general',
      input: `${GENERAL}/general_routes.csv`,
      batchSize: 2,
      retries: 0,
      maxProviderErrorRate: 0.5,
    },
    server: failFirst(1, 500),
  },
  {
    name: 'general-remote-down',
    config: {
      task: 'general',
      input: `${CONFORMANCE}/general_llm_example.csv`,
      batchSize: 1,
      retries: 0,
      maxConsecutiveProviderFailures: 3,
    },
    server: alwaysStatus(503),
  },
  {
    name: 'general-bad-empty',
    config: {
      task: 'general',
      input: 'fixtures/bad/empty.csv',
      stations: `${GENERAL}/station_info.csv`,
      lines: `${GENERAL}/line_info.csv`,
    },
  },
  {
    name: 'general-bad-utf16',
    config: {
      task: 'general',
      input: 'fixtures/bad/utf16.csv',
      stations: `${GENERAL}/station_info.csv`,
      lines: `${GENERAL}/line_info.csv`,
    },
  },
  {
    name: 'general-bad-missing-column',
    config: { task: 'general', input: 'fixtures/bad/missing-column.csv', batchSize: 4 },
    server: answerByRule,
  },
];

/** What a suite reports as progress, event by event. */
function progressRecorder(events: string[]): Progress {
  return {
    start: (label, total, unit) => {
      events.push(`start ${label} ${total} ${unit}`);
      return {
        tick: (n = 1) => events.push(`tick ${n}`),
        setTotal: (t) => events.push(`total ${t}`),
        done: () => events.push('done'),
      };
    },
  };
}

let server: GeneralServer | null = null;
const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

async function scoreCase(c: GoldenCase, mode: Mode): Promise<{ result: string; progress: string[] }> {
  const out = tempDir('transitlm-golden-');
  outDirs.push(out);
  const events: string[] = [];
  const ctx = {
    ...context(REPO_ROOT, out, c.shard ?? null),
    env: { BENCH_CHECK_THREADS: mode === 'inline' ? '0' : '1' },
    log: { ...silentLogger, progress: progressRecorder(events) },
  };
  useReferencePath(mode === 'reference');
  let url: string | null = null;
  if (c.server !== undefined) {
    server = await startGeneralServer(c.server);
    url = server.url;
  }
  try {
    const config: TransitSuiteConfig = {
      id: c.name,
      benchmark: 'transitlm',
      ...c.config,
      ...(url === null ? {} : { apiUrl: url }),
    };
    const suite = await transitlmBenchmark.score(config, ctx);
    // A remote evaluator's batches are timed (each route's share, docs/usage.md): the wall times
    // measure this machine, so they are taken out; everything else is byte for byte.
    const items = Object.fromEntries(
      readdirSync(out).map((f) => [f, itemsWithoutWallTimes(readFileSync(path.join(out, f), 'utf8')).split('\n')]),
    );
    const text = JSON.stringify(withoutWallTimes({ suite, items }), null, 1);
    return { result: url === null ? text : text.replaceAll(url, 'http://evaluator'), progress: events };
  } finally {
    useReferencePath(false);
    await server?.close();
    server = null;
  }
}

const MODES: readonly Mode[] = ['inline', 'pool', 'reference'];

describe('TransitLM golden results (same bytes before and after)', () => {
  it('has an expected file for every case and no other', () => {
    const names = CASES.map((c) => `${c.name}.json`).sort();
    expect(new Set(names).size).toBe(names.length);
    if (!UPDATE) expect(readdirSync(GOLDEN).sort()).toEqual(names);
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const file = path.join(GOLDEN, `${c.name}.json`);
      const runs = new Map<Mode, { result: string; progress: string[] }>();
      // The general task has no worker threads: its pool mode would be its inline mode again.
      for (const mode of MODES)
        if (mode !== 'pool' || c.config.task !== 'general') runs.set(mode, await scoreCase(c, mode));
      if (UPDATE) {
        mkdirSync(GOLDEN, { recursive: true });
        const { result } = runs.get('inline')!;
        const progress = Object.fromEntries([...runs].map(([mode, r]) => [mode, r.progress]));
        writeFileSync(file, `{"golden":${result},\n"progress":${JSON.stringify(progress, null, 1)}}\n`);
      }
      expect(existsSync(file), `${file} (UPDATE_TRANSITLM_GOLDEN=1 writes it)`).toBe(true);
      const expected = JSON.parse(readFileSync(file, 'utf8')) as { golden: unknown; progress: Record<Mode, string[]> };
      const golden = JSON.stringify(expected.golden, null, 1);
      for (const [mode, r] of runs) expect(r.result, `${c.name} (${mode})`).toBe(golden);
      for (const [mode, r] of runs) expect(r.progress, `${c.name} progress (${mode})`).toEqual(expected.progress[mode]);
    });
  }
});
