import type { Argv } from 'yargs';
import type { Benchmark, BenchmarkCatalog } from '../../plugin/benchmark.js';
import { formatDiagnostic } from '../../core/diagnostics.js';
import { stderrLogger } from '../../core/logger.js';
import { configHash, repeatProblems } from '../../config/load.js';
import { validated } from '../../schemas/registry.js';
import { scoreSuites } from '../../run/pipeline.js';
import { stopOnSignals } from '../../run/stop.js';
import type { CliCommand, CliContext } from '../command.js';
import { resumeCommand } from '../resume.js';
import {
  DEADLINE_FLAG,
  deadlineArg,
  emitResults,
  OUTPUT_FLAGS,
  shardArg,
  stoppedRun,
  ungatedExitCode,
  usageError,
  type OutputArgs,
} from '../output.js';

/** `/suites/0/batchSize/…` → `--batch-size`: name the flag the user typed, not the config key. */
function flagOf(pointer: string): string {
  const key = pointer.replace(/^\/suites\/0\/?/, '').split('/')[0] ?? '';
  return key === '' ? 'the flags' : `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** `score <benchmark>`: one suite from flags, the same path `run` takes for a config entry. */
async function scoreOne(
  benchmark: Benchmark,
  args: Record<string, unknown> & OutputArgs & { shard?: string },
  { catalog, argv }: CliContext,
): Promise<number> {
  const cwd = process.cwd();
  const log = stderrLogger(args.quiet === true);
  const shardResult = shardArg(args.shard);
  if (!shardResult.ok) return usageError(shardResult.diagnostics[0]!.message);
  const shard = shardResult.value;
  const converted = benchmark.cli.toSuiteConfig(args);
  if (!converted.ok) return usageError(converted.diagnostics.map(formatDiagnostic).join('; '));
  // The flags' suite is checked like a config's entry, once: then it is a SuiteConfig.
  const checked = validated('config', { suites: [converted.value] });
  if (!checked.ok) return usageError(checked.violations.map((p) => `${flagOf(p.pointer)}: ${p.message}`).join('; '));
  const config = checked.value;
  const notRepeatable = repeatProblems(config.suites, catalog);
  if (notRepeatable.length > 0)
    return usageError(notRepeatable.map((p) => `${flagOf(p.pointer)}: ${p.message}`).join('; '));
  const deadline = deadlineArg(args.deadlineMinutes as number | number[] | undefined);
  if (deadline !== null) return usageError(deadline);
  const stop = stopOnSignals(log);
  try {
    const scored = await scoreSuites({
      suites: config.suites,
      catalog,
      configHash: configHash(config, catalog),
      baseDir: cwd,
      cwd,
      resultsPath: args.out ?? null,
      shard,
      log,
      env: process.env,
      deadlineMinutes: args.deadlineMinutes as number | undefined,
      signal: stop.signal,
      resume: args.resume === true,
      resumeCommand: resumeCommand(argv),
    });
    if (scored.stopped !== null) return await stoppedRun(scored.doc, { args, cwd, log, catalog });
    await emitResults(scored.doc, { args, cwd, log, catalog });
    return ungatedExitCode(scored.doc, catalog);
  } finally {
    stop.dispose();
  }
}

function benchmarkCommand(benchmark: Benchmark): CliCommand {
  return {
    command: benchmark.id,
    describe: benchmark.cli.describe,
    builder: (y: Argv) => {
      let b = y;
      for (const [name, flag] of Object.entries(benchmark.cli.flags)) {
        // No `default` key unless the flag has one: yargs turns `default: undefined` of an array flag into [undefined].
        const fallback = flag.default === undefined ? {} : { default: flag.default };
        b = b.option(name, {
          type: flag.type,
          describe: flag.describe,
          choices: flag.choices,
          array: flag.array,
          ...fallback,
        });
      }
      b = b.options(OUTPUT_FLAGS).option('deadline-minutes', DEADLINE_FLAG);
      for (const [cmd, text] of benchmark.cli.examples) b = b.example(cmd, text);
      return b;
    },
    run: (args, ctx) => scoreOne(benchmark, args, ctx),
  };
}

/** `score <benchmark>`: one subcommand per benchmark of the catalog. */
export function scoreCommands(catalog: BenchmarkCatalog): CliCommand[] {
  return catalog.all.map(benchmarkCommand);
}
