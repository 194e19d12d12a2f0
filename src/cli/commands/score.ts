import path from 'node:path';
import type { Argv } from 'yargs';
import { BENCHMARKS } from '../../benchmarks/registry.js';
import type { Benchmark } from '../../benchmarks/types.js';
import { formatDiagnostic } from '../../core/diagnostics.js';
import { stderrLogger } from '../../core/logger.js';
import { configHash } from '../../config/load.js';
import { createDocument } from '../../results/document.js';
import { validateValue } from '../../schemas/registry.js';
import { runSuites } from '../../run/runSuites.js';
import type { CliCommand } from '../command.js';
import { emitResults, inputExitCode, OUTPUT_FLAGS, reportDiagnostics, shardArg, usageError, type OutputArgs } from '../output.js';

/** `/suites/0/batchSize/…` → `--batch-size`: name the flag the user typed, not the config key. */
function flagOf(pointer: string): string {
  const key = pointer.replace(/^\/suites\/0\/?/, '').split('/')[0] ?? '';
  return key === '' ? 'the flags' : `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** `score <benchmark>`: one suite from flags, the same path `run` takes for a config entry. */
async function scoreOne(benchmark: Benchmark, args: Record<string, unknown> & OutputArgs & { shard?: string }): Promise<number> {
  const cwd = process.cwd();
  const log = stderrLogger(args.quiet === true);
  const shardResult = shardArg(args.shard);
  if ('error' in shardResult) return usageError(shardResult.error);
  const { shard } = shardResult;
  const converted = benchmark.cli.toSuiteConfig(args);
  if ('error' in converted) return usageError(formatDiagnostic(converted.error));
  const suiteConfig = converted.suite;
  const problems = validateValue('config', { suites: [suiteConfig] });
  if (problems.length > 0) return usageError(problems.map((p) => `${flagOf(p.pointer)}: ${p.message}`).join('; '));
  const outDir = args.out !== undefined ? path.dirname(path.resolve(cwd, args.out)) : null;
  const suites = await runSuites([suiteConfig], { baseDir: cwd, outDir, shard, log, env: process.env });
  const doc = createDocument(suites, { configHash: configHash({ suites: [suiteConfig] }), shard, env: process.env, cwd });
  reportDiagnostics(doc, log);
  await emitResults(doc, args, cwd, log);
  return inputExitCode(doc);
}

function benchmarkCommand(benchmark: Benchmark): CliCommand {
  return {
    command: benchmark.id,
    describe: benchmark.cli.describe,
    builder: (y: Argv) => {
      let b = y;
      for (const [name, flag] of Object.entries(benchmark.cli.flags)) {
        b = b.option(name, { type: flag.type, describe: flag.describe, choices: flag.choices, default: flag.default, array: flag.array });
      }
      b = b.options(OUTPUT_FLAGS);
      for (const [cmd, text] of benchmark.cli.examples) b = b.example(cmd, text);
      return b;
    },
    run: (args) => scoreOne(benchmark, args),
  };
}

export const scoreCommands: CliCommand[] = BENCHMARKS.map(benchmarkCommand);
