import path from 'node:path';
import type { Argv } from 'yargs';
import { formatDiagnostic } from '../../core/diagnostics.js';
import { stderrLogger } from '../../core/logger.js';
import { updateBaseline } from '../../gate/baseline.js';
import { DEFAULT_BASELINE_FILE } from '../../gate/config.js';
import type { CliCommand } from '../command.js';
import { usageError } from '../output.js';

interface BaselineArgs {
  action?: 'update';
  from?: string;
  reason?: string;
  to?: string;
}

const UPDATE_EXAMPLE =
  'bench-check baseline update --from bench-results/results.json --reason "why the baseline changes"';

/** `bench-check baseline update --from results.json --reason "…"`: change the committed baseline on purpose. */
export const baselineCommand: CliCommand<BaselineArgs> = {
  command: 'baseline [action]',
  describe: 'Manage the committed baseline (.bench/baseline.json)',
  builder: (y: Argv) =>
    y
      .positional('action', {
        type: 'string',
        choices: ['update'],
        describe: 'update: make a results document the new baseline',
      })
      .option('from', { type: 'string', describe: 'Results document to adopt (required)' })
      .option('reason', { type: 'string', describe: 'Why the baseline changes, recorded beside it (required)' })
      .option('to', { type: 'string', default: DEFAULT_BASELINE_FILE, describe: 'Baseline file to write' })
      .example(
        '$0 baseline update --from bench-results/results.json --reason "new tokenizer"',
        'adopt a run as the baseline',
      ),
  async run(args) {
    // Checked here rather than by yargs, whose words ("Not enough non-option arguments", "Missing
    // required argument") name its parser, not what to type.
    if (args.action === undefined)
      return usageError(`name what to do with the baseline; the one action is update: ${UPDATE_EXAMPLE}`);
    const missing = [
      args.from === undefined ? '--from RESULTS.json' : null,
      args.reason === undefined ? '--reason "…"' : null,
    ].filter((m) => m !== null);
    if (args.from === undefined || args.reason === undefined)
      return usageError(`baseline update needs ${missing.join(' and ')}: ${UPDATE_EXAMPLE}`);
    const cwd = process.cwd();
    const log = stderrLogger(args.quiet === true);
    const result = await updateBaseline({
      from: path.resolve(cwd, args.from),
      to: path.resolve(cwd, args.to ?? DEFAULT_BASELINE_FILE),
      reason: args.reason,
      env: process.env,
    });
    for (const d of result.diagnostics)
      process.stderr.write(`${d.severity === 'error' ? 'error' : 'warning'}: ${formatDiagnostic(d)}\n`);
    if (!result.ok) return 2;
    for (const f of result.written) log.info(`wrote ${f}`);
    return 0;
  },
};
