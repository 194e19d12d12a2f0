import { sideFile } from '../results/side-files.js';
import { readBoundedLines } from '../core/lines.js';
import { ITEM_LINE_MAX_CHARS } from '../gate/limits.js';
import type { Round, Suite } from '../results/types.js';

export interface FailingItem {
  id: string;
  round: string;
  reason: string | null;
}

/** The round an item first failed (in the suite's round order), or null if it failed none. */
function firstFailedRound(item: Readonly<Record<string, unknown>>, rounds: readonly Round[]): string | null {
  for (const r of rounds) if (item[r.id] === false) return r.id;
  return null;
}

/**
 * The first `limit` failing items of a suite's items file, streamed (items files can hold
 * hundreds of thousands of rows); also counts all failing items.
 */
export async function failingItems(
  suite: Suite,
  resultsDir: string | null,
  limit: number,
): Promise<{ items: FailingItem[]; failing: number }> {
  if (resultsDir === null || suite.itemsFile === undefined) return { items: [], failing: 0 };
  const named = await sideFile(resultsDir, suite.itemsFile);
  if (!named.ok) return { items: [], failing: 0 };
  const file = named.value;
  const items: FailingItem[] = [];
  let failing = 0;
  for await (const line of readBoundedLines(file, ITEM_LINE_MAX_CHARS)) {
    // An over-long line is not an item of ours (malformed, as a line that is not JSON).
    if (typeof line !== 'string' || line.trim() === '') continue;
    // Hostile (the PR's artifact): every field is checked before use.
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    const round = firstFailedRound(record, suite.rounds);
    if (round === null) continue;
    failing += 1;
    if (items.length < limit)
      items.push({ id: String(record.id), round, reason: typeof record.reason === 'string' ? record.reason : null });
  }
  return { items, failing };
}
