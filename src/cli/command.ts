import type { Argv } from 'yargs';
import type { BenchmarkCatalog } from '../plugin/benchmark.js';

/** Options every command accepts (results.md "Common flags"). */
export interface CommonArgs {
  format?: 'json' | 'markdown' | 'text';
  quiet?: boolean;
  /** List every diagnostic of every suite (default: a count and the first few per suite). */
  verbose?: boolean;
}

/**
 * A bench-check subcommand. `run` returns the process exit code (results.md: 0 ok, 1 regressed,
 * 2 bad input/usage, 3 missing baseline under `fail`); it reports input problems itself and
 * never throws for them.
 */
export interface CliCommand<A = Record<string, unknown>> {
  command: string | readonly string[];
  describe: string;
  builder(yargs: Argv): Argv;
  run(args: A & CommonArgs, ctx: CliContext): Promise<number>;
}

/** What the composition root (cli/main.ts) hands every command. */
export interface CliContext {
  catalog: BenchmarkCatalog;
  /** The arguments main() was given (the command line after `bench-check`): a stopped live run's resume command repeats them. */
  argv: readonly string[];
}
