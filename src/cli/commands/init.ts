// `bench-check init [benchmarks…]`: a commented starter config, so that a first run never needs the
// demo and a missing config is never silently replaced by one.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Argv } from 'yargs';
import { parse } from 'yaml';
import type { Benchmark, BenchmarkCatalog } from '../../plugin/benchmark.js';
import { CONFIG_FILE_NAMES } from '../../config/load.js';
import { displayPath } from '../../core/paths.js';
import { errnoReason } from '../../core/errno.js';
import { stderrLogger } from '../../core/logger.js';
import { validateValue } from '../../schemas/registry.js';
import type { CliCommand } from '../command.js';
import { usageError } from '../output.js';
import { unknownChoice } from '../usage.js';
import { plural } from '../../report/words.js';

interface InitArgs {
  benchmarks?: string[];
  config?: string;
}

/** Where a package install puts the config schema (editor completion). */
const CONFIG_SCHEMA_REF = './node_modules/bench-check/schemas/config.schema.json';

const GATE_STARTER = `# The regression gate (docs/gate.md): each run is compared with the committed baseline
# .bench/baseline.json. Make it once from a run you trust:
#   npx bench-check baseline update --from bench-results/results.json --reason "first baseline"
gate:
  baseline:
    source: file
  onMissingBaseline: warn # until the baseline is committed; then \`fail\` makes a lost baseline fail CI
`;

/** The starter config for these benchmarks: commented YAML that validates against the config schema. */
function starterYaml(benchmarks: readonly Benchmark[]): string {
  return [
    `# yaml-language-server: $schema=${CONFIG_SCHEMA_REF}`,
    '# bench-check config, written by `bench-check init`. Every key is in docs/config.md.',
    '# Paths are relative to this file: point each input at your own files, then run',
    '#   npx bench-check run',
    `$schema: ${CONFIG_SCHEMA_REF}`,
    'suites:',
    ...benchmarks.map((b) => b.starter.trimEnd()),
    GATE_STARTER.trimEnd(),
    '',
  ].join('\n');
}

/** The same config as JSON (JSON has no comments: the YAML form is the documented one). */
function starterJson(benchmarks: readonly Benchmark[]): string {
  return `${JSON.stringify(parse(starterYaml(benchmarks)), null, 2)}\n`;
}

/**
 * Writes `text` to `file` only if no file is there, atomically: a temporary file hard-linked to the
 * name fails with EEXIST instead of replacing anything (an existing config is the user's work).
 */
async function createExclusive(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, text, { flag: 'wx' });
  try {
    await link(tmp, file);
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

/** The benchmarks named (all of them when none is), or a usage message. */
function chosen(names: readonly string[], catalog: BenchmarkCatalog): Benchmark[] | string {
  if (names.length === 0) return [...catalog.all];
  const picked: Benchmark[] = [];
  for (const name of names) {
    const benchmark = catalog.find(name);
    if (benchmark === undefined)
      return unknownChoice(
        'benchmark',
        name,
        catalog.all.map((b) => b.id),
      );
    if (!picked.includes(benchmark)) picked.push(benchmark);
  }
  return picked;
}

export const initCommand: CliCommand<InitArgs> = {
  command: 'init [benchmarks..]',
  describe: 'Write a commented starter config (bench.config.yml) for these benchmarks (default: all); never overwrites',
  builder: (y: Argv) =>
    y
      .positional('benchmarks', { type: 'string', array: true, describe: 'Benchmarks to include (default: every one)' })
      .option('config', {
        type: 'string',
        default: 'bench.config.yml',
        describe: 'File to write (.yml/.yaml commented; .json without comments)',
      })
      .example('$0 init', 'a starter with one suite of each benchmark')
      .example('$0 init BENCHMARK', 'a starter for one benchmark (see `bench-check score --help` for their names)'),
  async run(args, { catalog }) {
    const log = stderrLogger(args.quiet === true);
    const benchmarks = chosen(args.benchmarks ?? [], catalog);
    if (typeof benchmarks === 'string') return usageError(benchmarks);
    const file = path.resolve(process.cwd(), args.config ?? 'bench.config.yml');
    const shown = displayPath(file);
    const json = /\.json$/i.test(file);
    if (!json && !/\.ya?ml$/i.test(file))
      return usageError(`--config must end in .yml, .yaml or .json, got "${args.config}"`);
    if (existsSync(file))
      return usageError(
        `${shown} exists and is left as it is (init never overwrites a config); remove it, or write another file with --config`,
      );
    const first = CONFIG_FILE_NAMES.map((name) => path.join(path.dirname(file), name)).find(
      (f) => f !== file && existsSync(f),
    );
    if (first !== undefined && (CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(file))) {
      return usageError(
        `${displayPath(first)} exists in the same folder and \`bench-check run\` would read it, not ${path.basename(file)}; edit it, or remove it first`,
      );
    }
    const text = json ? starterJson(benchmarks) : starterYaml(benchmarks);
    // A starter that does not validate is a bug of ours, never the user's problem.
    const problems = validateValue('config', parse(text));
    if (problems.length > 0) throw new Error(`starter config is invalid: ${JSON.stringify(problems)}`);
    try {
      await createExclusive(file, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return usageError(`${shown} exists and is left as it is (init never overwrites a config)`);
      return usageError(`cannot write ${shown}: ${errnoReason(error) ?? String(error)}`);
    }
    log.info(`wrote ${shown} (${plural(benchmarks.length, 'suite')}: ${benchmarks.map((b) => b.id).join(', ')})`);
    log.info(
      'next: point each input at your files, then `npx bench-check run`; `npx bench-check run --demo` shows the whole loop on bundled data',
    );
    return 0;
  },
};
