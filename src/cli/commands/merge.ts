import { existsSync, realpathSync } from 'node:fs';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AtomicStream } from '../../core/atomic.js';
import { readLines } from '../../core/lines.js';
import type { Argv } from 'yargs';
import { stderrLogger } from '../../core/logger.js';
import { readResultsWithinLimits, resolveResultsLimits } from '../../gate/limits.js';
import { mergeShards } from '../../results/merge.js';
import { recomputeUsage } from '../../results/usage.js';
import { sideFileName, sideFilesOf, type SideFiles } from '../../results/items.js';
import { displayPath } from '../../core/paths.js';
import type { ResultsDocument } from '../../results/types.js';
import type { CliCommand } from '../command.js';
import { emitResults, inputErrors, ungatedExitCode, usageError, type OutputArgs } from '../output.js';

interface MergeArgs extends OutputArgs {
  shards: string[];
}

/** The id of an items-file line (with its repeat, for a repeated suite), or null when the line is not an item. */
function itemId(line: string): { id: string; repeat: number | null } | null {
  try {
    const item = JSON.parse(line) as { id?: unknown; repeat?: unknown } | null;
    if (item === null || typeof item !== 'object' || item.id === undefined) return null;
    return {
      id: typeof item.id === 'string' ? item.id : JSON.stringify(item.id),
      repeat: typeof item.repeat === 'number' ? item.repeat : null,
    };
  } catch {
    return null;
  }
}

/**
 * A repeated suite's items in repeat order (docs/repeats.md "Shards"): for each repeat, the lines
 * of the shard that ran it, so the merged file is the unsharded run's byte for byte.
 */
async function writeByRepeat(
  files: ReadonlyMap<number, string>,
  repeats: readonly number[],
  out: AtomicStream,
): Promise<void> {
  for (const k of repeats) {
    const file = files.get(k);
    if (file === undefined) continue;
    for await (const line of readLines(file)) {
      if (line.trim() === '' || itemId(line)?.repeat !== k) continue;
      if (!out.stream.write(`${line}\n`)) await once(out.stream, 'drain');
    }
  }
}

/** One shard's items file: its items counted and their ids, each line copied to `out` (when given). */
async function readShardItems(
  file: string,
  out: AtomicStream | null,
): Promise<{ count: number; malformed: number; ids: string[] }> {
  let count = 0;
  let malformed = 0;
  const ids: string[] = [];
  for await (const line of readLines(file)) {
    if (line.trim() === '') continue;
    count += 1;
    const item = itemId(line);
    if (item === null) malformed += 1;
    else ids.push(item.repeat === null ? item.id : `${item.id} (repeat ${item.repeat})`);
    if (out !== null && !out.stream.write(`${line}\n`)) await once(out.stream, 'drain');
  }
  return { count, malformed, ids };
}

/**
 * Concatenate each suite's items files in shard order into the merged document's own items files
 * (`target`: its side files; null: check only), and point the merged suites at them. Refused, with
 * the cause named: an items file that does not belong to its document (another count of items than
 * the suite scored: overwritten by another run in the same folder), two shards naming one file, an
 * item id in two shards, an output that would overwrite an input. Returns the problems (empty when
 * fine); nothing is written unless there are none.
 */
async function mergeItems(
  shardFiles: readonly string[],
  docs: readonly ResultsDocument[],
  merged: ResultsDocument,
  target: SideFiles | null,
): Promise<string[]> {
  const problems: string[] = [];
  const sources = new Map<string, number>();
  const outputs: AtomicStream[] = [];
  const shown = (file: string) => displayPath(file);
  for (const [k, suite] of merged.suites.entries()) {
    if (suite.itemsFile === undefined) continue;
    const name = target === null ? suite.itemsFile : sideFileName(target, suite.id, 'items.jsonl');
    const dest = target === null ? null : path.join(target.dir, name);
    const out = dest === null ? null : new AtomicStream(dest);
    if (out !== null) outputs.push(out);
    const owner = new Map<string, number>();
    // A repeated suite's files are written after the checks, in repeat order: the file of each repeat.
    const repeated = suite.repeats !== undefined;
    const byRepeat = new Map<number, string>();
    for (const [i, doc] of docs.entries()) {
      const part = doc.suites[k]!;
      if (part.itemsFile === undefined || part.status === 'skipped') continue;
      const file = path.resolve(path.dirname(shardFiles[i]!), part.itemsFile);
      const shard = doc.run.shard!.index;
      if (!existsSync(file)) {
        problems.push(`${shown(shardFiles[i]!)}: items file ${part.itemsFile} of suite ${suite.id} is missing`);
        continue;
      }
      const real = realpathSync(file);
      if (dest !== null && existsSync(dest) && realpathSync(dest) === real) {
        problems.push(
          `the merged items file of suite ${suite.id} would overwrite ${shown(file)}, an input of the merge: write the merged document under another name (--out)`,
        );
        continue;
      }
      const sharedWith = sources.get(real);
      if (sharedWith !== undefined && sharedWith !== shard) {
        problems.push(
          `shards ${sharedWith} and ${shard} both name ${shown(file)} as their items file: one overwrote the other's (written into one folder by an older bench-check, whose side files did not carry the results file's name); score those shards again`,
        );
        continue;
      }
      sources.set(real, shard);
      for (const r of part.repeats ?? []) byRepeat.set(r.index, file);
      const { count, malformed, ids } = await readShardItems(file, repeated ? null : out);
      if (malformed > 0)
        problems.push(
          `${shown(file)}: ${malformed} line(s) are not items ({"id": …}): not an items file of bench-check`,
        );
      // An error suite may have stopped between its count and its file: only a finished one is checked.
      if (part.status === 'ok' && count !== part.total) {
        problems.push(
          `${shown(file)} holds ${count} items, but suite ${suite.id} of ${shown(shardFiles[i]!)} scored ${part.total}: the file does not belong to that document (overwritten by another run in the same folder, or copied from elsewhere)`,
        );
        continue;
      }
      for (const id of ids) {
        const before = owner.get(id);
        if (before !== undefined && before !== shard)
          problems.push(
            `suite ${suite.id}: item ${JSON.stringify(id)} is in shards ${before} and ${shard}: the shards were not cut from one run (another --shard n, or another input)`,
          );
        owner.set(id, shard);
      }
    }
    if (out !== null && repeated)
      await writeByRepeat(
        byRepeat,
        suite.repeats!.map((r) => r.index),
        out,
      );
    if (target !== null) suite.itemsFile = name;
  }
  for (const out of outputs) {
    await out.end();
    if (problems.length === 0) await out.commit();
    else await out.discard();
  }
  return problems;
}

/**
 * The usage of each merged suite whose shards carried per-item usage, recomputed from the shards'
 * items files in shard order (percentiles are not sums of the shards').
 */
async function recomputeMergedUsage(
  shardFiles: readonly string[],
  docs: readonly ResultsDocument[],
  merged: ResultsDocument,
) {
  for (const [k, suite] of merged.suites.entries()) {
    const parts = docs.map((d) => d.suites[k]).filter((p) => p !== undefined && p.status !== 'skipped');
    const files = docs.flatMap((d, i) => {
      const part = d.suites[k];
      if (part?.itemsFile === undefined || part.status === 'skipped') return [];
      return [path.resolve(path.dirname(shardFiles[i]!), part.itemsFile)];
    });
    await recomputeUsage(
      suite,
      files,
      parts.map((p) => p!.usage),
    );
  }
}

export const mergeCommand: CliCommand<MergeArgs> = {
  command: 'merge <shards..>',
  describe: 'Merge a complete set of shard results (from --shard i/n) into one results document',
  builder: (y: Argv) =>
    y
      .positional('shards', {
        type: 'string',
        array: true,
        describe: 'The shard results documents (each index 1..n once)',
      })
      .option('out', {
        type: 'string',
        describe:
          'Write the merged results document here (items files go next to it); without it the document goes to stdout per --format',
      })
      .option('markdown', { type: 'string', describe: 'Write the markdown report here' })
      .example('$0 merge shard-*/results.json --out results.json', 'merge the results of a matrix job'),
  async run(args, { catalog }) {
    const cwd = process.cwd();
    const log = stderrLogger(args.quiet === true);
    const files = args.shards.map((f) => path.resolve(cwd, f));
    const docs: ResultsDocument[] = [];
    // Each shard within the default limits (gate/limits.ts): merge has no config, and a shard may
    // come from another job's artifact.
    const limits = resolveResultsLimits(undefined);
    for (const [i, file] of files.entries()) {
      const read = await readResultsWithinLimits(file, args.shards[i]!, limits);
      if (!read.ok) return inputErrors(read.diagnostics);
      docs.push(read.value);
    }
    const outFile = args.out === undefined ? null : path.resolve(cwd, args.out);
    if (outFile !== null && files.includes(outFile))
      return usageError(
        `--out ${args.out} is one of the shards being merged: write the merged document under another name`,
      );
    const merged = mergeShards(docs, catalog.find);
    const target = outFile === null ? null : sideFilesOf(outFile);
    if (target !== null) await mkdir(target.dir, { recursive: true });
    const problems = merged.ok
      ? await mergeItems(files, docs, merged.value, target)
      : merged.diagnostics.map((d) => d.message);
    if (!merged.ok || problems.length > 0) {
      for (const p of problems) usageError(p);
      return 2;
    }
    await recomputeMergedUsage(files, docs, merged.value);
    await emitResults(merged.value, { args, cwd, log, catalog });
    return ungatedExitCode(merged.value, catalog);
  },
};
