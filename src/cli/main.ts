import yargs, { type Argv } from 'yargs';
import { describeSystemError } from '../core/errno.js';
import { TOOL_VERSION } from '../core/package.js';
import type { CliCommand, CliContext } from './command.js';
import { mergeCommand } from './commands/merge.js';
import { baselineCommand } from './commands/baseline.js';
import { compareCommand } from './commands/compare.js';
import { historyCommand } from './commands/history.js';
import { runCommand } from './commands/run.js';
import { initCommand } from './commands/init.js';
import { scoreCommands } from './commands/score.js';
import { catalog } from '../benchmarks/registry.js';
import { validateCommand } from './commands/validate.js';
import { commandNode, explainUsage, type CommandNode } from './usage.js';

/** Top-level commands; `score` holds one subcommand per registered benchmark. */
const COMMANDS: CliCommand<never>[] = [
  runCommand,
  initCommand,
  mergeCommand,
  validateCommand,
  compareCommand,
  historyCommand,
  baselineCommand,
] as CliCommand<never>[];

class UsageError extends Error {}

/** The first word of a command string: `merge <shards..>` → merge. */
const nameOf = (command: string | readonly string[]) =>
  (typeof command === 'string' ? command : command[0]!).split(' ')[0]!;

/** Option names (kebab-case) a level of the command line knows, for "did you mean --…?". */
function flagsOf(y: Argv): string[] {
  // getOptions() is public in yargs 18, missing from @types/yargs 17.
  const options = (y as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions();
  return Object.keys(options.key).filter((k) => !/[A-Z]/.test(k));
}

function register(
  y: Argv,
  command: CliCommand<never>,
  ctx: CliContext & { setExit: (code: number) => void },
  parent: CommandNode,
): Argv {
  const node = commandNode('argument');
  parent.subcommands.set(nameOf(command.command), node);
  return y.command({
    command: command.command,
    describe: command.describe,
    builder: (sub: Argv) => {
      const built = command.builder(sub);
      node.flags = flagsOf(built);
      return built;
    },
    handler: async (args) => ctx.setExit(await command.run(args as never, ctx)),
  });
}

/**
 * Parse argv and run one command. Returns the exit code; usage errors print the message and
 * the relevant help hint, never a stack trace.
 */
/** Node's types say `columns` is always there; it is not when output goes to a file or a pipe. */
function terminalWidth(stream: { columns?: number }): number {
  return stream.columns ?? 100;
}

export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const ctx = {
    catalog,
    argv,
    setExit: (code: number) => {
      exitCode = code;
    },
  };
  const root = commandNode('command');
  const scoreNode = commandNode('benchmark');
  root.subcommands.set('score', scoreNode);
  let cli: Argv = yargs([...argv])
    // English always: explainUsage() rewrites yargs's English messages (LANG would translate them).
    .locale('en')
    .scriptName('bench-check')
    .usage('$0 <command> [options]\n\nScore model outputs with research benchmarks and gate CI on regressions.')
    .option('format', {
      type: 'string',
      choices: ['json', 'markdown', 'text'],
      describe: 'What to print on stdout: the text report (default), the markdown report, or the JSON document alone',
    })
    .option('quiet', { type: 'boolean', describe: 'Only errors on stderr' })
    .option('verbose', {
      type: 'boolean',
      describe: 'List every error and warning of every suite (default: a count and the first 3 per suite)',
    })
    .command('score', 'Score one suite given by flags', (y: Argv) => {
      let sub = y.usage('$0 score <benchmark> [options]');
      const benchmarks = scoreCommands(catalog);
      for (const c of benchmarks) sub = register(sub, c, ctx, scoreNode);
      scoreNode.flags = flagsOf(sub);
      return sub.demandCommand(1, 'name a benchmark: ' + benchmarks.map((c) => c.command).join(', '));
    });
  for (const c of COMMANDS) cli = register(cli, c, ctx, root);
  root.flags = [...flagsOf(cli), 'help', 'version'];
  cli = cli
    .demandCommand(1, 'name a command (see --help)')
    .strict()
    .version(TOOL_VERSION)
    .help()
    .alias('h', 'help')
    .wrap(Math.min(110, terminalWidth(process.stdout)))
    .epilogue(
      'Exit codes: 0 ok · 1 a gated metric regressed · 2 bad input, config or usage · 3 baseline missing with on-missing-baseline: fail',
    )
    .fail((message: string, error: Error | undefined) => {
      if (error && !(error instanceof UsageError)) throw error;
      throw new UsageError(explainUsage(message, argv, root));
    })
    .exitProcess(false);
  try {
    await cli.parseAsync();
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\nRun with --help for usage.\n`);
      return 2;
    }
    const systemError = describeSystemError(error);
    if (systemError !== null) {
      process.stderr.write(`error: ${systemError}\n`);
      return 2;
    }
    throw error;
  }
  return exitCode;
}
