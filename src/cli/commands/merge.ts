import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AtomicStream } from '../../core/atomic.js';
import { readLines } from '../../core/lines.js';
import type { Argv } from 'yargs';
import { stderrLogger } from '../../core/logger.js';
import { readJsonFile } from '../../json/read.js';
import { mergeShards } from '../../results/merge.js';
import type { ResultsDocument } from '../../results/types.js';
import type { CliCommand } from '../command.js';
import { emitResults, inputErrors, inputExitCode, usageError, type OutputArgs } from '../output.js';

interface MergeArgs extends OutputArgs {
  shards: string[];
}

/**
 * Concatenate each suite's items files in shard order into outDir (null: check only), refusing
 * an item id that appears in two shards. Returns problems (empty when fine).
 */
async function mergeItems(shardFiles: readonly string[], docs: readonly ResultsDocument[], merged: ResultsDocument, outDir: string | null): Promise<string[]> {
  const problems: string[] = [];
  if (outDir !== null) await mkdir(outDir, { recursive: true });
  for (const [k, suite] of merged.suites.entries()) {
    if (suite.itemsFile === undefined) continue;
    const target = outDir === null ? null : new AtomicStream(path.join(outDir, suite.itemsFile));
    const out = target?.stream ?? null;
    const owner = new Map<string, number>();
    for (const [i, doc] of docs.entries()) {
      const part = doc.suites[k]!;
      if (part.itemsFile === undefined || part.status === 'skipped') continue;
      const file = path.resolve(path.dirname(shardFiles[i]!), part.itemsFile);
      if (!existsSync(file)) {
        problems.push(`${shardFiles[i]}: items file ${part.itemsFile} of suite ${suite.id} is missing`);
        continue;
      }
      const shard = doc.run.shard!.index;
      for await (const line of readLines(file)) {
        if (line.trim() === '') continue;
        const id = String((JSON.parse(line) as { id: unknown }).id);
        const before = owner.get(id);
        if (before !== undefined && before !== shard) problems.push(`suite ${suite.id}: item ${JSON.stringify(id)} is in shards ${before} and ${shard}`);
        owner.set(id, shard);
        if (out !== null && !out.write(`${line}\n`)) await once(out, 'drain');
      }
    }
    if (target !== null) {
      await target.end();
      await target.commit();
    }
  }
  return problems;
}

export const mergeCommand: CliCommand<MergeArgs> = {
  command: 'merge <shards..>',
  describe: 'Merge a complete set of shard results (from --shard i/n) into one results document',
  builder: (y: Argv) =>
    y
      .positional('shards', { type: 'string', array: true, describe: 'The shard results documents (each index 1..n once)' })
      .option('out', { type: 'string', describe: 'Write the merged results document here (items files go next to it); without it the document goes to stdout per --format' })
      .option('markdown', { type: 'string', describe: 'Write the markdown report here' })
      .example('$0 merge shard-*/results.json --out results.json', 'merge the results of a matrix job'),
  async run(args, { catalog }) {
    const cwd = process.cwd();
    const log = stderrLogger(args.quiet === true);
    const files = args.shards.map((f) => path.resolve(cwd, f));
    const docs: ResultsDocument[] = [];
    for (const file of files) {
      const read = await readJsonFile<ResultsDocument>(file, 'results');
      if (!read.ok) {
        return inputErrors(read.diagnostics);
      }
      docs.push(read.value);
    }
    const merged = mergeShards(docs, catalog.find);
    const outDir = args.out === undefined ? null : path.dirname(path.resolve(cwd, args.out));
    const problems = merged.ok ? await mergeItems(files, docs, merged.value, outDir) : merged.diagnostics.map((d) => d.message);
    if (!merged.ok || problems.length > 0) {
      for (const p of problems) usageError(p);
      return 2;
    }
    await emitResults(merged.value, args, cwd, log, catalog);
    return inputExitCode(merged.value);
  },
};
