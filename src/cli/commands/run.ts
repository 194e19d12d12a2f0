import type { Argv } from 'yargs';
import { stderrLogger, type Logger } from '../../core/logger.js';
import { scoreConfig } from '../../run/pipeline.js';
import { EMBEDDED_CONFIG_SOURCE, type ConfigChoice } from '../../config/load.js';
import { asksForComparison, gateHintsOf, resolveGateConfig } from '../../gate/config.js';
import { checkResultsLimits } from '../../gate/limits.js';
import { applyGate } from '../../gate/index.js';
import type { CliCommand, CliContext } from '../command.js';
import {
  DEADLINE_FLAG,
  deadlineArg,
  emitResults,
  inputErrors,
  OUTPUT_FLAGS,
  shardArg,
  stoppedRun,
  ungatedExitCode,
  usageError,
  type OutputArgs,
} from '../output.js';
import { failureLines } from '../failures.js';
import { stopOnSignals } from '../../run/stop.js';
import { RESUME_FLAG, resumeCommand } from '../resume.js';
import type { Shard } from '../../results/types.js';
import { EXPORT_FLAGS, exportPathsProblem } from '../exports.js';

const DEFAULT_RESULTS_PATH = 'bench-results/results.json';

/** What the "no config file" error suggests on the command line. */
const CLI_NO_CONFIG_HINT =
  'Write a starter with `bench-check init`, name a file with `--config FILE`, or score the bundled demo with `bench-check run --demo`.';

interface RunArgs extends OutputArgs {
  config?: string;
  demo?: boolean;
  shard?: string;
  deadlineMinutes?: number;
  resume?: boolean;
}

export const runCommand: CliCommand<RunArgs> = {
  command: 'run',
  describe:
    'Score every suite of the config (bench.config.{json,yml,yaml}, --config FILE, or the bundled demo with --demo)',
  builder: (y: Argv) =>
    y
      .option('config', {
        type: 'string',
        describe:
          'Config file (JSON or YAML). Default: bench.config.{json,yml,yaml} in the current directory; none there is an error',
      })
      .option('demo', {
        type: 'boolean',
        describe:
          'Score the bundled demo config on the synthetic fixtures (gated against the committed demo baseline) instead of a config of yours',
      })
      .options(OUTPUT_FLAGS)
      .option('out', { ...OUTPUT_FLAGS.out, default: DEFAULT_RESULTS_PATH })
      .option('deadline-minutes', DEADLINE_FLAG)
      .option('resume', RESUME_FLAG)
      .options(EXPORT_FLAGS)
      .example('$0 run', 'score ./bench.config.json (or .yml/.yaml) and print the report')
      .example('$0 run --demo', 'score the bundled demo fixtures: the whole loop, with nothing of your own')
      .example(
        '$0 run --config bench.config.yml --markdown comment.md',
        'score a config and write the PR comment body',
      ),
  async run(args, ctx) {
    const log = stderrLogger(args.quiet === true);
    const shardResult = shardArg(args.shard);
    if (!shardResult.ok) return usageError(shardResult.diagnostics[0]!.message);
    const shard = shardResult.value;
    const deadline = deadlineArg(args.deadlineMinutes);
    if (deadline !== null) return usageError(deadline);
    if (args.demo === true && args.config !== undefined)
      return usageError('--demo scores the bundled demo config; it cannot be combined with --config');
    const clash = exportPathsProblem(
      args,
      { '--out': args.out, '--markdown': args.markdown, '--config': args.config },
      process.cwd(),
    );
    if (clash !== null) return usageError(clash);
    const stop = stopOnSignals(log);
    try {
      return await scoreAndGate(args, shard, log, stop.signal, ctx);
    } finally {
      stop.dispose();
    }
  },
};

/** Score the config, then apply its gate (unless the run was stopped, or this is a shard). */
async function scoreAndGate(
  args: RunArgs,
  shard: Shard | null,
  log: Logger,
  signal: AbortSignal,
  { catalog, argv }: CliContext,
): Promise<number> {
  const cwd = process.cwd();
  const config: ConfigChoice =
    args.demo === true
      ? { kind: 'demo' }
      : args.config === undefined
        ? { kind: 'search' }
        : { kind: 'file', path: args.config };
  const resume = { resume: args.resume === true, resumeCommand: resumeCommand(argv) };
  const scored = await scoreConfig({
    config,
    noConfigHint: CLI_NO_CONFIG_HINT,
    cwd,
    resultsPath: args.out ?? null,
    shard,
    log,
    env: process.env,
    deadlineMinutes: args.deadlineMinutes,
    signal,
    catalog,
    ...resume,
  });
  if (!scored.ok) return inputErrors(scored.diagnostics);
  const demo = scored.value.source === EMBEDDED_CONFIG_SOURCE;
  if (scored.stopped !== null) return stoppedRun(scored.doc, { args, cwd, log, catalog }, { demo });
  // With a `gate` section the run is compared against its baseline (docs/gate.md): same verdict as CI.
  // A shard holds only part of the items: the gate applies to the merged document (`compare`).
  // `gate.limits` alone is no request to compare (it only caps the document).
  const compares = asksForComparison(scored.value.config.gate);
  const gate = shard === null && compares ? scored.value.config.gate : undefined;
  // What the gate and the reports may be asked to handle (gate.limits): over a limit, the document
  // (already written, when --out says where) is not compared or rendered: exit 2 naming the limit.
  const within = checkResultsLimits(
    scored.doc,
    resolveGateConfig(scored.value.config.gate).limits,
    args.out ?? 'the results document',
  );
  if (!within.ok) return inputErrors(within.diagnostics);
  if (shard !== null && compares)
    log.info('gate: skipped for a shard; run `bench-check compare` on the merged results');
  const gated =
    gate === undefined
      ? null
      : await applyGate(scored.doc, gate, {
          cwd: scored.value.baseDir,
          env: process.env,
          log,
          resultsDir: scored.resultsDir,
          hints: gateHintsOf(catalog),
        });
  if (gated !== null) process.stderr.write(failureLines(gated.failures));
  const doc = gated?.doc ?? scored.doc;
  // One report, whatever the output: the text report ends with the comparison, and --format
  // markdown and --markdown FILE are both the gate's report (the PR comment body).
  await emitResults(
    doc,
    { args, cwd, log, catalog },
    { demo, gate: gated?.report ?? null, baselineDir: gated?.baseline?.side.dir ?? null, failures: gated?.failures },
  );
  return gated === null ? ungatedExitCode(doc, catalog) : gated.exitCode;
}
