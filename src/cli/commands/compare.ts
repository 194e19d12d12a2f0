import path from 'node:path';
import type { Argv } from 'yargs';
import { stderrLogger } from '../../core/logger.js';
import { renderComparisonText } from '../../report/comparison-text.js';
import { loadBaselineFile } from '../../gate/baseline.js';
import { gateHintsOf, resolveGateConfig, type MissingBaselinePolicy } from '../../gate/config.js';
import { readResultsWithinLimits } from '../../gate/limits.js';
import { applyGate } from '../../gate/index.js';
import { comparisonJson, outputStrings } from '../../report/outputs.js';
import { failureLines } from '../failures.js';
import { renderGateReports } from '../../report/comment.js';
import type { CliCommand } from '../command.js';
import { gateSection } from '../gate-section.js';
import { inputErrors, writeTextFile } from '../output.js';
import { EXPORT_FLAGS, exportPathsProblem, writeExports, type ExportArgs } from '../exports.js';

interface CompareArgs extends ExportArgs {
  baseline?: string;
  current: string;
  markdown?: string;
  onMissingBaseline?: MissingBaselinePolicy;
  level?: number;
  config?: string;
}

/** `bench-check compare`: the gate on two results documents already written. */
export const compareCommand: CliCommand<CompareArgs> = {
  command: 'compare',
  describe: 'Compare a results document against a baseline and apply the regression gate',
  builder: (y: Argv) =>
    y
      .option('baseline', {
        type: 'string',
        describe: 'Baseline results document (default: gate.baseline of --config, else .bench/baseline.json)',
      })
      .option('current', { type: 'string', demandOption: true, describe: 'Current results document' })
      .option('markdown', { type: 'string', describe: 'Write the PR comment markdown here' })
      .option('on-missing-baseline', {
        type: 'string',
        choices: ['pass', 'warn', 'fail'],
        describe: 'Verdict without a baseline (default warn; fail exits 3)',
      })
      .option('level', { type: 'number', describe: 'Confidence level of the one-sided tests (default 0.95)' })
      .option('config', {
        type: 'string',
        describe: 'Config file whose `gate` section (rules, minItems, baseline) applies',
      })
      .options(EXPORT_FLAGS)
      .example(
        '$0 compare --baseline .bench/baseline.json --current bench-results/results.json --markdown comment.md',
        'gate a run',
      ),
  async run(args, { catalog }) {
    const cwd = process.cwd();
    const log = stderrLogger(args.quiet === true);
    const clash = exportPathsProblem(
      args,
      { '--current': args.current, '--baseline': args.baseline, '--markdown': args.markdown, '--config': args.config },
      cwd,
    );
    if (clash !== null) {
      process.stderr.write(`error: ${clash}\n`);
      return 2;
    }
    // The config's baseline path is relative to the config file.
    const section = await gateSection(args.config, cwd, catalog);
    if (!section.ok) return inputErrors(section.diagnostics);
    let { gate } = section.value;
    const { gateCwd } = section.value;
    if (args.level !== undefined && !(args.level > 0.5 && args.level < 1)) {
      process.stderr.write(`error: --level must be between 0.5 and 1 (exclusive), got ${args.level}\n`);
      return 2;
    }
    gate = {
      ...gate,
      level: args.level ?? gate.level,
      onMissingBaseline: args.onMissingBaseline ?? gate.onMissingBaseline,
    };
    // Within the limits of gate.limits before anything compares or renders it (exit 2 naming the limit).
    const current = await readResultsWithinLimits(
      path.resolve(cwd, args.current),
      args.current,
      resolveGateConfig(gate).limits,
    );
    if (!current.ok) return inputErrors(current.diagnostics);
    const baseline =
      args.baseline === undefined
        ? undefined
        : await loadBaselineFile(path.resolve(cwd, args.baseline), 'path', { env: process.env });
    const outcome = await applyGate(current.value, gate, {
      cwd: gateCwd,
      env: process.env,
      log,
      resultsDir: path.dirname(path.resolve(cwd, args.current)),
      baseline,
      hints: gateHintsOf(catalog),
    });
    const rendered = renderGateReports(outcome.report, { catalog, commentKey: null });
    process.stderr.write(failureLines(outcome.failures));
    if (args.markdown !== undefined) {
      await writeTextFile(path.resolve(cwd, args.markdown), rendered.markdown);
      log.info(`markdown written to ${args.markdown}`);
    }
    await writeExports({ report: outcome.report, gated: true }, args, cwd, log, {
      catalog,
      currentDir: path.dirname(path.resolve(cwd, args.current)),
      baselineDir: outcome.baseline?.side.dir ?? null,
      failures: outcome.failures,
    });
    // The report on stdout (the comparison as text, the same markdown as --markdown FILE, or the
    // outputs as JSON); logs on stderr.
    const format = args.format ?? 'text';
    if (format === 'json')
      process.stdout.write(
        `${JSON.stringify({ ...outputStrings(outcome.comparison), comparison: comparisonJson(outcome.comparison) }, null, 2)}\n`,
      );
    else if (format === 'markdown') process.stdout.write(rendered.markdown);
    else process.stdout.write(renderComparisonText(outcome.report));
    return outcome.exitCode;
  },
};
