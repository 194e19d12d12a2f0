import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Argv } from 'yargs';
import { displayPath } from '../../core/paths.js';
import { stderrLogger } from '../../core/logger.js';
import type { ResultsDocument } from '../../results/types.js';
import { renderComparisonText } from '../../report/comparison-text.js';
import { renderHistoryText } from '../../report/trend.js';
import { loadBaselineFile } from '../../gate/baseline.js';
import { gateHintsOf, resolveGateConfig } from '../../gate/config.js';
import { selectHistory } from '../../gate/history.js';
import type { HistoryLoad, HistoryRun } from '../../gate/history-types.js';
import { applyGate } from '../../gate/index.js';
import { readResultsWithinLimits, type ResultsLimits } from '../../gate/limits.js';
import { comparisonJson, outputStrings } from '../../report/outputs.js';
import { failureLines } from '../failures.js';
import { renderGateReports } from '../../report/comment.js';
import type { CliCommand } from '../command.js';
import { gateSection } from '../gate-section.js';
import { inputErrors, usageError } from '../output.js';
import { EXPORT_FLAGS, exportPathsProblem, writeExports } from '../exports.js';

interface HistoryArgs {
  from: string;
  current?: string;
  baseline?: string;
  config?: string;
  history?: number;
  html?: string;
}

/** One results document of the folder, read and valid. */
interface Found {
  file: string;
  /** Relative to the folder: the run's id in the history. */
  id: string;
  doc: ResultsDocument;
}

/** A folder with no results document to judge: said, with the files left out; exit 2. */
function noDocuments(dir: string, invalid: HistoryLoad['skipped']): number {
  process.stderr.write(
    `error: no results document in ${displayPath(dir)}${
      invalid.length > 0
        ? ` (${invalid.length} file(s) left out: ${invalid
            .map((s) => `${s.id}: ${s.why}`)
            .join('; ')
            .slice(0, 400)})`
        : ''
    }\n`,
  );
  return 2;
}

/**
 * The results documents of DIR: its `*.json` files and the `results.json` of its subfolders (one
 * per downloaded artifact). Valid ones newest first by `run.createdAt` (ties: by name); the others
 * with why they were left out.
 */
async function readFolder(
  dir: string,
  limits: ResultsLimits,
): Promise<{ found: Found[]; invalid: HistoryLoad['skipped'] }> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (e.isFile() && e.name.endsWith('.json') && !e.name.endsWith('.meta.json')) files.push(e.name);
    else if (e.isDirectory()) {
      const inner = path.join(e.name, 'results.json');
      if (
        await stat(path.join(dir, inner)).then(
          (s) => s.isFile(),
          () => false,
        )
      )
        files.push(inner);
    }
  }
  const found: Found[] = [];
  const invalid: HistoryLoad['skipped'] = [];
  for (const id of files) {
    const shown = id.split(path.sep).join('/');
    // Within gate.limits, as the action holds the documents it downloads (gate/limits.ts).
    const read = await readResultsWithinLimits(path.join(dir, id), shown, limits);
    if (read.ok) found.push({ file: path.join(dir, id), id: shown, doc: read.value });
    else {
      const why = read.diagnostics
        .slice(0, 2)
        .map((d) => d.message)
        .join('; ')
        .slice(0, 200);
      invalid.push({
        id: shown,
        why: read.diagnostics.some((d) => d.code === 'limit') ? why : `not a results document (${why})`,
      });
    }
  }
  const time = (f: Found) => Date.parse(f.doc.run.createdAt) || 0;
  found.sort((a, b) => time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { found, invalid };
}

/** Why --html cannot be written (it names another file of the command), or null. */
const htmlClash = (args: HistoryArgs, cwd: string): string | null =>
  exportPathsProblem(
    { html: args.html },
    { '--current': args.current, '--baseline': args.baseline, '--config': args.config },
    cwd,
  );

/**
 * `bench-check history --from DIR`: the trend and the verdicts CI gives with the base branch's
 * history, from a folder of results documents: the same verdicts on a laptop as in CI.
 */
export const historyCommand: CliCommand<HistoryArgs> = {
  command: 'history',
  describe:
    "Gate a run against a folder of past results documents: each suite's trend and the kind: history verdicts, as in CI",
  builder: (y: Argv) =>
    y
      .option('from', {
        type: 'string',
        demandOption: true,
        describe: 'Folder of past results documents (*.json, or <run>/results.json per downloaded artifact)',
      })
      .option('current', {
        type: 'string',
        describe: 'The run to judge (default: the newest document in --from; the others are its history)',
      })
      .option('baseline', {
        type: 'string',
        describe:
          'Baseline results document (default: the newest document of the history, as baseline: artifact picks on CI)',
      })
      .option('config', {
        type: 'string',
        describe: 'Config file whose `gate` section (rules, kind: history, history length) applies',
      })
      .option('history', {
        type: 'number',
        describe: 'How many past runs to use (default: gate.history of --config, else 20)',
      })
      .option('html', EXPORT_FLAGS.html)
      .example(
        '$0 history --from runs/ --current bench-results/results.json --config bench.config.json',
        'the trend of each suite and the verdicts',
      ),
  async run(args, { catalog }) {
    const cwd = process.cwd();
    const log = stderrLogger(args.quiet === true);
    const clash = htmlClash(args, cwd);
    if (clash !== null) return usageError(clash);
    // The config's baseline path is relative to the config file.
    const section = await gateSection(args.config, cwd, catalog);
    if (!section.ok) return inputErrors(section.diagnostics);
    const { gate, gateCwd } = section.value;
    if (args.history !== undefined && !(Number.isInteger(args.history) && args.history >= 0))
      return usageError(`--history must be a whole number ≥ 0, got ${args.history}`);
    const { history: historyLength, limits } = resolveGateConfig(gate);
    const limit = args.history ?? historyLength;
    const dir = path.resolve(cwd, args.from);
    let folder: Awaited<ReturnType<typeof readFolder>>;
    try {
      folder = await readFolder(dir, limits);
    } catch (error) {
      process.stderr.write(`error: cannot read the folder ${displayPath(dir)}: ${(error as Error).message}\n`);
      return 2;
    }
    let current: Found;
    let candidates = folder.found;
    if (args.current !== undefined) {
      const file = path.resolve(cwd, args.current);
      const read = await readResultsWithinLimits(file, args.current, limits);
      if (!read.ok) return inputErrors(read.diagnostics);
      current = { file, id: displayPath(file), doc: read.value };
      // The current document may sit in the folder too: it is not its own history.
      candidates = candidates.filter((f) => path.resolve(f.file) !== file);
    } else {
      if (folder.found.length === 0) return noDocuments(dir, folder.invalid);
      [current, ...candidates] = folder.found as [Found, ...Found[]];
      log.info(`history: the newest document, ${current.id} (${current.doc.run.createdAt}), is the current run`);
    }
    const runs: HistoryRun[] = candidates.map((f) => ({
      id: f.id,
      sha: f.doc.run.commit,
      createdAt: f.doc.run.createdAt,
      url: null,
      doc: f.doc,
    }));
    const selected = selectHistory(current.doc, runs, limit);
    const history: HistoryLoad = { runs: selected.runs, skipped: [...folder.invalid, ...selected.skipped] };
    for (const s of history.skipped) log.warn(`history: ${s.id} left out: ${s.why}`);
    const baselineFile =
      args.baseline !== undefined
        ? path.resolve(cwd, args.baseline)
        : candidates.find((f) => f.doc === history.runs[0]?.doc)?.file;
    const baseline =
      baselineFile === undefined ? undefined : await loadBaselineFile(baselineFile, 'path', { env: process.env });
    const outcome = await applyGate(current.doc, gate, {
      cwd: gateCwd,
      env: process.env,
      log,
      resultsDir: path.dirname(current.file),
      ...(baseline === undefined
        ? { baseline: { kind: 'missing', message: `no comparable run in ${displayPath(dir)} to compare with` } }
        : { baseline }),
      history,
      hints: gateHintsOf(catalog),
    });
    process.stderr.write(failureLines(outcome.failures));
    await writeExports({ report: outcome.report, gated: true }, { html: args.html }, cwd, log, {
      catalog,
      currentDir: path.dirname(current.file),
      baselineDir: outcome.baseline?.side.dir ?? null,
      failures: outcome.failures,
    });
    const format = args.format ?? 'text';
    if (format === 'json') {
      const runsOut = history.runs.map((r) => ({ id: r.id, createdAt: r.createdAt, sha: r.sha }));
      process.stdout.write(
        `${JSON.stringify({ ...outputStrings(outcome.comparison), current: current.id, history: { runs: runsOut, skipped: history.skipped }, comparison: comparisonJson(outcome.comparison) }, null, 2)}\n`,
      );
    } else if (format === 'markdown')
      process.stdout.write(renderGateReports(outcome.report, { catalog, commentKey: null }).markdown);
    else
      process.stdout.write(`${renderHistoryText(outcome.report, current.id)}\n${renderComparisonText(outcome.report)}`);
    return outcome.exitCode;
  },
};
