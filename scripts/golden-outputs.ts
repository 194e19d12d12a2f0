// The bytes the refactoring of issue #26 must not change: every output of the CLI on the demo
// fixtures, the TransitLM conformance examples, shards and merge, compare (a pass, a regression,
// exports), history and validate, written to one folder (one file per stream and per file a
// command wrote). tests/report/golden-outputs.test.ts compares them with tests/report/golden/;
// by hand: `node --import tsx scripts/golden-outputs.ts OUT [CLI]` (CLI: a built entry such as
// dist/cli/index.js; default src/cli/index.ts through tsx).
//
// Paths that differ between checkouts and runs (the repository, the work folder) are replaced by
// `<repo>` and `<work>`, and durations by `<t>`. SOURCE_DATE_EPOCH is fixed.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(ROOT, 'fixtures');
const TSX_LOADER = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
export const SOURCE_DATE_EPOCH = '1700000000';

type Json = Record<string, unknown>;

interface Step {
  /** Folder of the outputs under OUT (and of the files the command writes under the work folder). */
  name: string;
  args: (work: string) => string[];
}

/** Replaces what differs between checkouts, runs and machines. */
function normalise(text: string, work: string): string {
  return text
    .split(work)
    .join('<work>')
    .split(ROOT)
    .join('<repo>')
    .replace(/done in \d+\.\d+ s/g, 'done in <t> s');
}

/** What a run of the CLI gave. */
interface CliOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args` in `cwd` (tests/helpers.ts runCli: in the test's process under `npm test`). */
export type CliRunner = (args: readonly string[], cwd: string) => Promise<CliOutcome>;

function run(cli: string, args: readonly string[], cwd: string): Promise<CliOutcome> {
  const argv = cli.endsWith('.ts') ? ['--import', TSX_LOADER, cli, ...args] : [cli, ...args];
  const child = spawn(process.execPath, argv, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SOURCE_DATE_EPOCH },
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

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Inputs of the configs the steps write: the copy of fixtures/ in the work folder, relative to the
 * config's folder (one level down), so that the config hashes are the same in every checkout.
 */
const INPUTS = '../fixtures';

/** The demo's suites, for a config in a folder of the work folder. */
function demoSuites(): Json[] {
  const demo = readJson(path.join(FIXTURES, 'demo.config.json')) as { suites: Json[] };
  const keys = ['input', 'groundtruth', 'trips', 'stations', 'lines', 'scenario', 'replay'];
  return demo.suites.map((s) =>
    Object.fromEntries(
      Object.entries(s).map(([k, v]) => [k, keys.includes(k) && typeof v === 'string' ? `${INPUTS}/${v}` : v]),
    ),
  );
}

/** Every public TransitLM example (tests/transitlm/conformance.test.ts), as the suites of one config. */
function conformanceSuites(): Json[] {
  const cases: [string, string, string][] = [
    ['benchmark1_single_route_example', 'single', 'station_info_synthetic.csv'],
    ['benchmark2_personalized_example', 'personalized', 'station_info_synthetic.csv'],
    ['benchmark3_diversity_example', 'diversity', 'station_info_synthetic.csv'],
    ['benchmark_indonesia_single_route_example', 'single', 'station_info_indonesia.csv'],
    ['benchmark_indonesia_personalized_example', 'personalized', 'station_info_indonesia.csv'],
    ['benchmark_indonesia_diversity_example', 'diversity', 'station_info_indonesia.csv'],
    ['conformance_quirks_single', 'single', 'station_info_synthetic.csv'],
  ];
  const dir = `${INPUTS}/transitlm/conformance`;
  const suites: Json[] = cases.map(([name, task, stations]) => ({
    id: name,
    benchmark: 'transitlm',
    task,
    input: `${dir}/${name}.csv`,
    stations: `${dir}/${stations}`,
  }));
  // The corrected units too (compat: corrected), for one example of each task.
  for (const [name, task, stations] of cases.slice(0, 3))
    suites.push({
      id: `${name}-corrected`,
      benchmark: 'transitlm',
      task,
      input: `${dir}/${name}.csv`,
      stations: `${dir}/${stations}`,
      compat: 'corrected',
    });
  return suites;
}

/** The gate rules of the regression scenario: bounds, an alias of finalScore, direction overrides, relative thresholds. */
const REGRESSION_RULES = [
  { suite: 'hurricane-artifact', metric: 'cosine_during', fail: { min: 0.98 } },
  { suite: 'hurricane-artifact', metric: 'change_rate_error_during', warn: { max: 2 } },
  { suite: 'hurricane-trips', metric: 'final_score', warn: { maxDrop: 3 }, fail: { maxDrop: 10 } },
  { suite: 'flood-*', metric: 'entropy_ratio', direction: 'higher' },
  { suite: 'flood-*', metric: 'budget_used_share', direction: 'lower', fail: { maxDrop: 0.02, maxDropPct: null } },
  { suite: 'flood-*', metric: 'mean_loss_ratio_flood_years', direction: 'higher' },
  { suite: 'transit-general', round: 'accuracy', fail: { maxDrop: null, maxDropPct: 10 } },
  { suite: 'transit-diversity', metric: 'best_match_*', direction: 'higher' },
];

const HISTORY_RULES = [
  { suite: 'flood-replay', metric: 'finalScore', kind: 'history', k: 3, warnK: 2 },
  { suite: 'hurricane-trips', metric: 'finalScore', kind: 'history', minHistory: 20 },
  { suite: 'flood-replay', metric: 'epi', kind: 'history' },
];

type Suite = Json & {
  id: string;
  rounds: { id: string; passed: number; input: number }[];
  metrics: Record<string, Json & { value: number | null }>;
  finalScore: number | null;
  itemsFile?: string;
};

/** The demo's results made worse in known ways (see REGRESSION_RULES), with its items files beside it. */
function regressedRun(demoDir: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(demoDir))
    if (f.endsWith('.jsonl')) copyFileSync(path.join(demoDir, f), path.join(dir, f));
  const doc = readJson(path.join(demoDir, 'results.json')) as Json & { suites: Suite[] };
  const byId = (id: string) => doc.suites.find((s) => s.id === id)!;
  const round = (s: Suite, id: string) => s.rounds.find((r) => r.id === id)!;
  const flood = byId('flood-replay');
  round(flood, 'format').passed = 197;
  round(flood, 'admissible').passed = 196;
  round(flood, 'coherent').passed = 160;
  Object.assign(flood.metrics.validity_rate!, { passed: 170, value: 170 / 201 });
  Object.assign(flood.metrics.hallucination_rate!, { passed: 20, value: 20 / 201 });
  flood.metrics.entropy_ratio!.value = 0.7;
  flood.metrics.epi!.value = 0.105;
  flood.metrics.budget_used_share!.value = 0.2;
  flood.finalScore = 50;
  const floodItems = path.join(dir, flood.itemsFile!);
  const lines = readFileSync(floodItems, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l, i) => {
      const item = JSON.parse(l) as Json;
      if (i < 4) item.format = false;
      if (i < 5) item.admissible = false;
      if (i < 41) Object.assign(item, { coherent: false, reason: 'edited for the golden outputs' });
      return JSON.stringify(item);
    });
  writeFileSync(floodItems, `${lines.join('\n')}\n`);
  const trips = byId('hurricane-trips');
  trips.finalScore = 91;
  trips.metrics.final_score!.value = 91;
  trips.metrics.change_rate_score!.value = 85;
  trips.metrics.cosine_during!.value = 0.985;
  byId('hurricane-artifact').metrics.cosine_after!.value = 0.999;
  const general = byId('transit-general');
  round(general, 'iou').passed = 1;
  const generalItems = path.join(dir, general.itemsFile!);
  writeFileSync(
    generalItems,
    readFileSync(generalItems, 'utf8').replace(
      '{"id":"g08","reachability":true,"station_grounding":true,"distance_plausibility":true,"iou":true',
      '{"id":"g08","reachability":true,"station_grounding":true,"distance_plausibility":true,"iou":false',
    ),
  );
  // Whole numbers on both sides (issue #26: `3.0000` in the comment, `3` in the terminal).
  byId('transit-diversity').metrics.best_match_first!.value = 3;
  const single = byId('transit-single');
  const copy: Suite = { ...structuredClone(single), id: 'transit-single-copy' };
  delete copy.itemsFile;
  doc.suites = [...doc.suites.filter((s) => s.id !== 'transit-personalized'), copy];
  writeJson(path.join(dir, 'results.json'), doc);
}

/** Twelve past runs of the demo (final scores spread a little), one of another config and one that did not finish. */
function historyFolder(demoDir: string, dir: string): void {
  const demo = readJson(path.join(demoDir, 'results.json')) as Json & { run: Json; suites: Suite[] };
  const spread = [0.3, -0.2, 0.1, 0.4, -0.1, 0, 0.2, -0.3, 0.15, -0.05, 0.25, -0.15];
  spread.forEach((d, i) => {
    const doc = structuredClone(demo);
    doc.run = {
      ...doc.run,
      createdAt: `2023-11-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
      commit: `${'abcdef0123456789'.slice(i % 8, (i % 8) + 8)}${String(i).padStart(32, '0')}`,
    };
    for (const s of doc.suites)
      if (s.finalScore !== null && (s.id === 'flood-replay' || s.id === 'hurricane-trips')) s.finalScore += d;
    writeJson(path.join(dir, `run-${String(i + 1).padStart(2, '0')}.json`), doc);
  });
  const other = structuredClone(demo);
  other.run = { ...other.run, createdAt: '2023-11-13T00:00:00Z', configHash: `sha256:${'0'.repeat(64)}` };
  writeJson(path.join(dir, 'other-config.json'), other);
  const stopped = structuredClone(demo);
  stopped.run = {
    ...stopped.run,
    createdAt: '2023-11-13T12:00:00Z',
    incomplete: true,
    pending: ['flood-replay'],
    stopReason: 'interrupted (SIGINT)',
  };
  writeJson(path.join(dir, 'stopped', 'results.json'), stopped);
}

/** One step: a CLI run, or files written before the runs that read them. */
type AnyStep = Step | { name: string; prepare: () => void };

/** Paths in the work folder, and the export flags of a step that writes its exports there. */
interface Work {
  w: (...p: string[]) => string;
  exportFlags: (dir: string) => string[];
}

/** The demo and a first run (no baseline yet, one broken suite). */
function runSteps({ w, exportFlags }: Work): AnyStep[] {
  return [
    {
      name: 'demo',
      args: () => [
        'run',
        '--demo',
        '--out',
        w('demo', 'results.json'),
        '--markdown',
        w('demo', 'comment.md'),
        ...exportFlags('demo'),
      ],
    },
    { name: 'demo-json', args: () => ['run', '--demo', '--format', 'json', '--verbose'] },
    { name: 'demo-markdown', args: () => ['run', '--demo', '--format', 'markdown'] },
    {
      name: 'first-run-config',
      prepare: () => {
        const suites = [
          ...demoSuites(),
          {
            id: 'transit-broken',
            benchmark: 'transitlm',
            task: 'single',
            input: `${INPUTS}/bad/empty.csv`,
            stations: `${INPUTS}/transitlm/stations.csv`,
          },
        ];
        writeJson(w('first-run', 'bench.config.json'), {
          suites,
          gate: { baseline: { source: 'file', path: 'no-baseline-yet.json' } },
        });
      },
    },
    {
      name: 'first-run',
      args: () => [
        'run',
        '--config',
        w('first-run', 'bench.config.json'),
        '--out',
        w('first-run', 'results.json'),
        '--markdown',
        w('first-run', 'comment.md'),
        ...exportFlags('first-run'),
      ],
    },
  ];
}

/** The conformance suites, whole and in two shards, and the shards merged. */
function shardSteps({ w }: Work): AnyStep[] {
  return [
    {
      name: 'conformance-config',
      prepare: () => writeJson(w('conformance', 'bench.config.json'), { suites: conformanceSuites() }),
    },
    {
      name: 'conformance',
      args: () => [
        'run',
        '--config',
        w('conformance', 'bench.config.json'),
        '--out',
        w('conformance', 'results.json'),
        '--markdown',
        w('conformance', 'report.md'),
        '--bmf',
        w('conformance', 'bmf.json'),
      ],
    },
    {
      name: 'shard-1',
      args: () => [
        'run',
        '--config',
        w('conformance', 'bench.config.json'),
        '--shard',
        '1/2',
        '--out',
        w('shard-1', 'results.json'),
      ],
    },
    {
      name: 'shard-2',
      args: () => [
        'run',
        '--config',
        w('conformance', 'bench.config.json'),
        '--shard',
        '2/2',
        '--out',
        w('shard-2', 'results.json'),
        '--format',
        'markdown',
      ],
    },
    {
      name: 'merge',
      args: () => [
        'merge',
        w('shard-1', 'results.json'),
        w('shard-2', 'results.json'),
        '--out',
        w('merge', 'results.json'),
        '--markdown',
        w('merge', 'report.md'),
      ],
    },
  ];
}

/** `compare`: the demo against the stored baseline, and a regressed run against the demo. */
function compareSteps({ w, exportFlags }: Work): AnyStep[] {
  return [
    {
      name: 'compare',
      args: () => [
        'compare',
        '--baseline',
        path.join(FIXTURES, 'baseline/results.json'),
        '--current',
        w('demo', 'results.json'),
        '--markdown',
        w('compare', 'comment.md'),
      ],
    },
    {
      name: 'compare-json',
      args: () => [
        'compare',
        '--baseline',
        path.join(FIXTURES, 'baseline/results.json'),
        '--current',
        w('demo', 'results.json'),
        '--format',
        'json',
      ],
    },
    {
      name: 'regressed-run',
      prepare: () => {
        regressedRun(w('demo'), w('regressed'));
        writeJson(w('regressed-config', 'bench.config.json'), {
          suites: demoSuites(),
          gate: { rules: REGRESSION_RULES },
        });
      },
    },
    {
      name: 'regression',
      args: () => [
        'compare',
        '--config',
        w('regressed-config', 'bench.config.json'),
        '--baseline',
        w('demo', 'results.json'),
        '--current',
        w('regressed', 'results.json'),
        '--markdown',
        w('regression', 'comment.md'),
        ...exportFlags('regression'),
      ],
    },
    {
      name: 'regression-json',
      args: () => [
        'compare',
        '--config',
        w('regressed-config', 'bench.config.json'),
        '--baseline',
        w('demo', 'results.json'),
        '--current',
        w('regressed', 'results.json'),
        '--format',
        'json',
      ],
    },
  ];
}

/** `compare` refusing or failing: a missing baseline, another level. */
function gateSteps({ w, exportFlags }: Work): AnyStep[] {
  return [
    {
      name: 'compare-bad-baseline',
      args: () => ['compare', '--baseline', w('none', 'results.json'), '--current', w('demo', 'results.json')],
    },
    {
      name: 'regression-level',
      args: () => [
        'compare',
        '--config',
        w('regressed-config', 'bench.config.json'),
        '--baseline',
        w('demo', 'results.json'),
        '--current',
        w('regressed', 'results.json'),
        '--level',
        '0.9',
        '--on-missing-baseline',
        'fail',
      ],
    },
    {
      name: 'compare-no-baseline',
      args: () => [
        'compare',
        '--current',
        w('regressed', 'results.json'),
        '--on-missing-baseline',
        'fail',
        ...exportFlags('compare-no-baseline'),
      ],
    },
  ];
}

/** `history` over a folder of past runs, and `validate`. */
function historySteps({ w }: Work): AnyStep[] {
  return [
    {
      name: 'history-folder',
      prepare: () => {
        historyFolder(w('demo'), w('history-runs'));
        writeJson(w('history-config', 'bench.config.json'), {
          suites: demoSuites(),
          gate: { rules: [...REGRESSION_RULES, ...HISTORY_RULES] },
        });
      },
    },
    {
      name: 'history',
      args: () => [
        'history',
        '--from',
        w('history-runs'),
        '--current',
        w('regressed', 'results.json'),
        '--config',
        w('history-config', 'bench.config.json'),
      ],
    },
    {
      name: 'history-markdown',
      args: () => [
        'history',
        '--from',
        w('history-runs'),
        '--current',
        w('regressed', 'results.json'),
        '--config',
        w('history-config', 'bench.config.json'),
        '--format',
        'markdown',
      ],
    },
    {
      name: 'history-json',
      args: () => [
        'history',
        '--from',
        w('history-runs'),
        '--current',
        w('regressed', 'results.json'),
        '--config',
        w('history-config', 'bench.config.json'),
        '--format',
        'json',
      ],
    },
    { name: 'history-newest', args: () => ['history', '--from', w('history-runs'), '--history', '5'] },
    { name: 'validate-results', args: () => ['validate', 'results', w('demo', 'results.json')] },
    { name: 'validate-config', args: () => ['validate', 'config', w('history-config', 'bench.config.json')] },
    { name: 'validate-bad', args: () => ['validate', 'results', path.join(FIXTURES, 'bad/nan-infinity.json')] },
    {
      name: 'validate-items',
      args: () => ['validate', 'flood-replay-record', path.join(FIXTURES, 'bad/non-json-replay.jsonl')],
    },
  ];
}

/** The steps, in order (later ones read what earlier ones wrote). */
function steps(work: string): AnyStep[] {
  const w = (...p: string[]) => path.join(work, ...p);
  const exportFlags = (dir: string) => [
    '--junit',
    w(dir, 'junit.xml'),
    '--bmf',
    w(dir, 'bmf.json'),
    '--gab',
    w(dir, 'gab.json'),
  ];
  const paths: Work = { w, exportFlags };
  return [
    ...runSteps(paths),
    ...shardSteps(paths),
    ...compareSteps(paths),
    ...gateSteps(paths),
    ...historySteps(paths),
  ];
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string, base = dir): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/**
 * Runs every step with `cli` (an entry file, started as a process, or a runner) and writes the outputs under `out`: `<step>/stdout.txt`,
 * `<step>/stderr.txt`, `<step>/exit-code.txt` and every file the step wrote in its folder.
 */
export async function recordOutputs(cli: string | CliRunner, out: string): Promise<void> {
  const runStep: CliRunner = typeof cli === 'string' ? (args, cwd) => run(cli, args, cwd) : cli;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-golden-'));
  try {
    cpSync(FIXTURES, path.join(work, 'fixtures'), { recursive: true });
    for (const step of steps(work)) {
      if ('prepare' in step) {
        step.prepare();
        continue;
      }
      const before = new Set(filesUnder(path.join(work, step.name)));
      const result = await runStep(step.args(work), work);
      const dir = path.join(out, step.name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'stdout.txt'), normalise(result.stdout, work));
      writeFileSync(path.join(dir, 'stderr.txt'), normalise(result.stderr, work));
      writeFileSync(path.join(dir, 'exit-code.txt'), `${result.code}\n`);
      for (const f of filesUnder(path.join(work, step.name))) {
        // The flood audit files once (the demo's): the other runs score the same flood suite.
        if (before.has(f) || (step.name !== 'demo' && f.endsWith('_audit.jsonl'))) continue;
        mkdirSync(path.dirname(path.join(dir, 'files', f)), { recursive: true });
        writeFileSync(path.join(dir, 'files', f), normalise(readFileSync(path.join(work, step.name, f), 'utf8'), work));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [out, cli = path.join(ROOT, 'src/cli/index.ts')] = process.argv.slice(2);
  if (out === undefined) throw new Error('usage: node --import tsx scripts/golden-outputs.ts OUT [CLI]');
  await recordOutputs(path.resolve(cli), path.resolve(out));
}
