import type { Pricing } from '../results/usage.js';
import type { Shard, Suite } from '../results/types.js';
import type { Logger } from '../core/logger.js';
import type { RunCache } from '../core/cache.js';
import type { Result } from '../core/result.js';
import type { SideFiles } from '../results/items.js';
import type { SuiteEntry } from '../schemas/config-types.js';
import type { Block } from '../core/doc.js';

/**
 * One suite entry of the config file, after schema validation: `id`, `benchmark`, optional `task`
 * (the keys every benchmark has; generated from schemas/config.schema.json). A benchmark's own keys
 * are in its `suite-config.ts`, generated from its suite schema: `Benchmark<C>`'s C. Relative paths
 * resolve against ScoreContext.baseDir.
 */
export type SuiteConfig = SuiteEntry;

/**
 * What `score <benchmark>`'s flags say, before the config schema checks it (then it is a
 * SuiteConfig, validated once like an entry of a config file).
 */
export type SuiteCandidate = Pick<SuiteConfig, 'id' | 'benchmark'> & Record<string, unknown>;

/** Everything a scorer may use from its surroundings; nothing else is global. */
export interface ScoreContext {
  /** Directory that relative paths in the suite config are resolved against. */
  baseDir: string;
  /**
   * The workspace of the run (the CLI's working directory, the action's GITHUB_WORKSPACE; default
   * process.cwd()): an input inside it must not lead outside it through a symbolic link
   * (`inputPath` in results/inputs.ts).
   */
  workspace?: string;
  /**
   * Where per-item and audit files go: the results document's folder, names prefixed by its file
   * name (`sideFileName`). null: write no side files.
   */
  sideFiles: SideFiles | null;
  shard: Shard | null;
  /** Shared across the suites of one run (e.g. a station graph loaded once). */
  cache: RunCache;
  /**
   * The config's `pricing` (docs/usage.md): what a scorer's UsageCollector prices its items' tokens
   * with. Absent: no prices (tokens without cost).
   */
  pricing?: Pricing | null;
  /**
   * Messages for the person running (stderr). A scorer whose work can take more than a couple of
   * seconds (many rows, live provider calls) reports it on `log.progress` (`progressOf(ctx.log)`):
   * one ticker per suite, labelled with the suite id, `done()` in a finally. Progress is never
   * part of the results document.
   */
  log: Logger;
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Aborted when the run must stop (SIGINT/SIGTERM, the run deadline). A scorer that asks a live
   * provider stops asking, keeps what it must (a flood `--record` file) and returns; the run then
   * drops that suite and lists it as pending. Others may ignore it.
   */
  signal: AbortSignal;
  /**
   * `--resume` (`run --resume`, `score … --resume`): go on from what an interrupted run of the same
   * settings kept (flood: the record file) instead of asking again. An option of one run, never a
   * suite key. Absent: false.
   */
  resume?: boolean;
  /**
   * The command that goes on from this run (the command line as typed, plus `--resume`), for the
   * message of a live suite that stopped early; absent (e.g. in the action): none is shown.
   */
  resumeCommand?: string;
  /**
   * The 1-based index of the repeat being scored, for a suite with `repeats: N` (docs/repeats.md):
   * the scorer samples with the repeat's seed (results/repeats.ts `repeatSeed`) and names the side
   * files it is told to write per repeat (`repeatFileName`); `sideFiles` already carry the index.
   * Absent: a suite run once.
   */
  repeat?: number;
}

/** A command-line flag of `bench-check score <benchmark>`; names are kebab-case on the command line. */
export interface CliFlag {
  type: 'string' | 'number' | 'boolean';
  describe: string;
  choices?: readonly string[];
  default?: string | number | boolean;
  array?: boolean;
}

export interface BenchmarkCli {
  describe: string;
  examples: readonly (readonly [command: string, description: string])[];
  flags: Record<string, CliFlag>;
  /**
   * Turn the parsed flags (camelCase keys, absent flags undefined) into the suite entry that `run`
   * would accept for the same job (checked against the config schema next), or a usage diagnostic.
   */
  toSuiteConfig(flags: Record<string, unknown>): Result<SuiteCandidate>;
}

/**
 * What the regression gate must know of a benchmark's suites (gate.md "Statistics"); the gate
 * names no benchmark, it reads these.
 */
export interface GateHints {
  /**
   * finalScore is a pass rate, tested like a round: an item passes when every listed round that
   * the suite has is true (`'all'`: every round of the suite, for benchmarks whose rounds are named
   * by their config). Absent: finalScore is compared by its drop alone.
   */
  finalScoreRounds?: readonly string[] | 'all';
  /**
   * The same item id in two runs is not the same trial (flood: trajectories diverge once one
   * decision differs), so rounds are tested as independent rates, never paired.
   */
  unpaired?: boolean;
  /**
   * A metric of the suite that is its finalScore under another name (hurricane: `final_score`):
   * the gate does not compare it a second time, and rules naming it apply to finalScore.
   */
  finalScoreMetric?: string;
}

/**
 * How the suites of a benchmark may be repeated (docs/repeats.md). The runner reads
 * these; it names no benchmark.
 */
export interface RepeatHooks<C extends SuiteConfig = SuiteConfig> {
  /**
   * `repeats: N` re-runs a suite with a new sampling seed per repeat: null when this suite can be
   * re-run so, else why not (a sentence for the located config error). Absent: no suite can.
   */
  whyNotRepeatable?(suite: C): string | null;
  /** The sampling seed a scored repeat used (read from the scored suite), for its entry in `repeats`. */
  seedOf?(suite: Suite): number | undefined;
  /**
   * The suite key each `replicates` file is scored as, one repeat per file (an output key); absent:
   * the benchmark takes no replicates.
   */
  replicateKey?: string;
}

/**
 * The one interface a benchmark plugs in through. The CLI, the action, the report and the gate
 * only ever see this (via the registry) and the results document.
 *
 * C is the benchmark's suite entry (its generated `suite-config.ts`). The catalog holds every
 * benchmark as `Benchmark` (C = SuiteConfig): its methods take a SuiteConfig, which is sound
 * because the config loader validated each entry against the suite schema of the benchmark its
 * `benchmark` key names (the if/then branches of config.schema.json) and the pipeline finds the
 * benchmark by that same id. (Method parameters are bivariant in TypeScript, so a
 * `Benchmark<HurricaneSuiteConfig>` is a `Benchmark` without a cast.)
 */
export interface Benchmark<C extends SuiteConfig = SuiteConfig> {
  id: string;
  title: string;
  /** JSON Schema ($id) of this benchmark's suite entries; registered with the schema registry. */
  suiteSchemaId: string;
  /**
   * JSON Schema ($id) of the `details` of this benchmark's suites in a results document: what its
   * render, identity, finalScoreOf and repeat hooks read (required keys, types). The results schema
   * applies it to every suite of this benchmark that has details (scripts/compile-schemas.ts), so a
   * document any of those could not read is refused when it is read, before anything renders it.
   */
  detailsSchemaId: string;
  /** Whether `--shard i/n` may split the suite by item; otherwise it runs whole in shard 1. */
  splittable: boolean;
  /**
   * Bumped whenever a change to the scorer can change a score for the same inputs. configHash
   * includes it, so a baseline scored by another scorer version is flagged.
   */
  scorerVersion: number;
  /**
   * Suite keys that change only how the scorer reaches a provider, how long it waits or where side
   * files go (URLs, key variable names, timeouts, retries, concurrency, …), never a score:
   * configHash leaves them out, so the same job run with other transport settings compares cleanly.
   */
  transportKeys: readonly string[];
  /**
   * Suite keys that name the model outputs under test (files that change from one pull request to
   * the next): configHash leaves them out too, so a run on new outputs compares cleanly with its
   * baseline, and their inputs are recorded with role `output` (never an "inputs differ" warning).
   */
  outputKeys: readonly string[];
  /**
   * The suite entry `bench-check init` writes for this benchmark: commented YAML, one item of the
   * `suites:` list indented by two spaces, with paths a user replaces by their own files.
   */
  starter: string;
  /** Whether scoring this suite asks a live provider over the network (such runs get a default deadline). */
  isLive?(suite: C): boolean;
  /**
   * Whether `--resume` can go on from what an interrupted run of this suite kept (a live suite
   * that records what it asked). `run --resume` with no such suite is refused (nothing to resume);
   * the others are scored anew, and the run says so. Absent: never.
   */
  resumable?(suite: C): boolean;
  /** Secret values the suite reads (API keys from the environment): the action masks them in its log. */
  secrets?(suite: C, env: Readonly<Record<string, string | undefined>>): string[];
  cli: BenchmarkCli;
  /**
   * Score one suite. Input problems never throw: a whole-file problem gives `status: "error"`
   * with diagnostics; a bad item is counted in `errors` and listed. Exceptions mean bugs.
   */
  score(suite: C, ctx: ScoreContext): Promise<Suite>;
  /**
   * Recompute finalScore from a suite's counts, rounds and metrics (shard merge sums those and
   * never averages scores). Splittable benchmarks must provide it.
   */
  finalScoreOf?(suite: Suite): number | null;
  /**
   * The benchmark's own section (charts, extra tables) appended to the generic suite section: blocks
   * of a typed document (core/doc.ts), never markdown. Every string in them is untrusted text that
   * core/doc.ts escapes for the place it lands in; only `t` literals and figures are ours.
   */
  render?(suite: Suite): Block[];
  /**
   * The run the suite's inputs came from (model, experiment, …), read from the suite (its
   * details), as label/value pairs the report shows on one line next to the suite. Both are
   * rendered as untrusted text through core/doc.ts (values as code); values come from a fork's
   * artifact.
   */
  identity?(suite: Suite): readonly (readonly [label: string, value: string])[];
  /** What the gate must know (tested finalScore, unpaired items); absent: rounds paired, finalScore untested. */
  gate?: GateHints;
  /** Whether and how its suites are repeated (`repeats: N`, `replicates`); absent: never. */
  repeats?: RepeatHooks<C>;
}

/**
 * The benchmarks of one program, handed down by its composition root (the CLI's main, the
 * action's entry): nothing below those imports the registry.
 */
export interface BenchmarkCatalog {
  readonly all: readonly Benchmark[];
  find: (id: string) => Benchmark | undefined;
}

export function catalogOf(benchmarks: readonly Benchmark[]): BenchmarkCatalog {
  return { all: benchmarks, find: (id) => benchmarks.find((b) => b.id === id) };
}
