// A suite scored more than once (docs/repeats.md): `repeats: N` re-runs a live suite
// with a seed per repeat, `replicates` scores each replicate file of model outputs as one repeat.
// Each repeat is scored by the benchmark as a whole suite (its side files named per repeat), its
// items are gathered into the suite's one items file with a `repeat` field, and the repeats are
// combined (results/repeats.ts). `--shard i/n` runs repeat k in shard ((k − 1) mod n) + 1.
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import type { Benchmark, ScoreContext, SuiteConfig } from '../plugin/benchmark.js';
import { AtomicStream } from '../core/atomic.js';
import { diagnostic } from '../core/diagnostics.js';
import { describeSystemError } from '../core/errno.js';
import { readLines } from '../core/lines.js';
import { displayPath } from '../core/paths.js';
import { failure, success, type Result } from '../core/result.js';
import { configPath } from '../results/inputs.js';
import { sideFileName } from '../results/items.js';
import { usageOfItemsFile } from '../results/usage.js';
import { combineRepeats, repeatInShard, repeatPart } from '../results/repeats.js';
import { emptySuite } from '../results/suite.js';
import type { Suite } from '../results/types.js';

/** One repeat to score: its index, the suite entry it scores, and its replicate file (absolute) if any. */
export interface PlannedRepeat {
  index: number;
  config: SuiteConfig;
  replicate?: string;
}

/** The replicate files a `replicates` value names: each path or glob (relative to baseDir), all sorted by path, each once. */
async function replicateFiles(names: string | readonly string[], baseDir: string): Promise<Result<string[]>> {
  const found = new Set<string>();
  for (const name of typeof names === 'string' ? [names] : names) {
    if (!isDynamicPattern(name)) {
      found.add(configPath(baseDir, name));
      continue;
    }
    const home = name.startsWith('~/');
    const cwd = home ? path.dirname(configPath(baseDir, '~/x')) : baseDir;
    const matches = await glob(home ? name.slice(2) : name, { cwd, absolute: true, onlyFiles: true });
    if (matches.length === 0)
      return failure(
        diagnostic({
          code: 'config',
          field: 'replicates',
          message: `replicates pattern ${JSON.stringify(name)} matches no file`,
        }),
      );
    for (const m of matches) found.add(path.resolve(m));
  }
  return success([...found].sort());
}

/**
 * The repeats a suite asks for: `repeats: N` (N > 1) gives repeats 1..N of the same entry;
 * `replicates` one repeat per file, scored as the benchmark's replicate key. null: run once.
 */
export async function planRepeats(
  config: SuiteConfig,
  benchmark: Benchmark,
  baseDir: string,
): Promise<Result<PlannedRepeat[]> | null> {
  const { replicates, ...rest } = config;
  const key = benchmark.repeats?.replicateKey;
  if (replicates !== undefined && key !== undefined) {
    const files = await replicateFiles(replicates, baseDir);
    if (!files.ok) return files;
    return success(
      files.value.map((file, at) => ({ index: at + 1, config: { ...rest, [key]: file }, replicate: file })),
    );
  }
  const n = config.repeats ?? 1;
  if (n <= 1) return null;
  return success(Array.from({ length: n }, (_, at) => ({ index: at + 1, config })));
}

/** How to score one repeat (runSuites' scorer with its error handling) and where things go. */
export interface RepeatRun {
  benchmark: Benchmark;
  ctx: ScoreContext;
  score(config: SuiteConfig, ctx: ScoreContext): Promise<Suite>;
}

/**
 * Score this shard's repeats of a suite and combine them. A shard with none of them gives the
 * suite `skipped`. Stopped by the run signal: returns what it had (the run drops it) and keeps no
 * combined items file.
 */
export async function scoreRepeats(
  config: SuiteConfig,
  plan: readonly PlannedRepeat[],
  run: RepeatRun,
): Promise<Suite> {
  const mine = plan.filter((r) => repeatInShard(r.index, run.ctx.shard));
  if (mine.length === 0) return emptySuite(config, 'skipped');
  const side = run.ctx.sideFiles;
  const itemsName = side === null ? null : sideFileName(side, config.id, 'items.jsonl');
  const items = side === null || itemsName === null ? null : new AtomicStream(path.join(side.dir, itemsName));
  const parts: Suite[] = [];
  let anyItems = false;
  try {
    for (const repeat of mine) {
      const ctx: ScoreContext = {
        ...run.ctx,
        shard: null,
        repeat: repeat.index,
        sideFiles: side === null ? null : { ...side, repeat: repeat.index },
      };
      const suite = await run.score(repeat.config, ctx);
      if (run.ctx.signal.aborted) {
        await items?.discard();
        return suite;
      }
      if (side !== null && items !== null && suite.itemsFile !== undefined) {
        await appendItems(path.join(side.dir, suite.itemsFile), repeat.index, items);
        anyItems = true;
      }
      const seed = run.benchmark.repeats?.seedOf?.(suite);
      parts.push(
        repeatPart(suite, {
          index: repeat.index,
          ...(seed === undefined ? {} : { seed }),
          ...(repeat.replicate === undefined ? {} : { input: displayPath(repeat.replicate) }),
        }),
      );
    }
  } catch (error) {
    // Copying a repeat's items failed (a full disk): the environment, named; anything else is a bug.
    await items?.discard();
    const system = describeSystemError(error);
    if (system === null) throw error;
    const failed = emptySuite(config, 'error');
    failed.diagnostics = [diagnostic({ code: 'io', message: system })];
    return failed;
  }
  const combined = combineRepeats(parts);
  if (items !== null) {
    await items.end();
    if (anyItems) {
      await items.commit();
      combined.itemsFile = itemsName!;
      // The per-item figures of all repeats together: percentiles are not sums of the repeats'.
      const perItem = parts.some((p) => p.usage?.items !== undefined);
      if (perItem) {
        const usage = await usageOfItemsFile(
          path.join(side!.dir, itemsName!),
          parts.map((p) => p.usage),
        );
        if (usage !== null) combined.usage = usage.usage;
      }
    } else await items.discard();
  }
  return combined;
}

/**
 * A repeat's items, each line `{"id":…,"repeat":k,…}` (the id unchanged), appended to the suite's
 * items file; the repeat's own file is removed once copied (its lines are all in the suite's).
 */
async function appendItems(file: string, index: number, out: AtomicStream): Promise<void> {
  for await (const line of readLines(file)) {
    if (line.trim() === '') continue;
    const { id, ...rest } = JSON.parse(line) as Record<string, unknown>;
    if (!out.stream.write(`${JSON.stringify({ id, repeat: index, ...rest })}\n`)) await once(out.stream, 'drain');
  }
  await rm(file, { force: true });
}
