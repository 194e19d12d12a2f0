import type { Argv } from 'yargs';

/** Options every command accepts (results.md "Common flags"). */
export interface CommonArgs {
  format?: 'json' | 'markdown' | 'text';
  quiet?: boolean;
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
  run(args: A & CommonArgs): Promise<number>;
}

/** Exit-code precedence 2 > 3 > 1 > 0. */
export function worstExitCode(...codes: number[]): number {
  const rank = (c: number) => (c === 2 ? 4 : c === 3 ? 3 : c === 1 ? 2 : c === 0 ? 1 : 5);
  return codes.reduce((a, b) => (rank(b) > rank(a) ? b : a), 0);
}
