// The HTML report's data (model.ts) from what the gate decided (gate/model.ts) and the items files of
// both runs, read as streams with the items files' own line cap. Every text from a document stays a
// string value here: page.ts embeds it as JSON and the page puts it into text nodes.
import type { BenchmarkCatalog } from '../../plugin/benchmark.js';
import { terminalInline, terminalText, type Block, type Inline } from '../../core/doc.js';
import { formatValue, formatDelta, formatP } from '../../core/numbers.js';
import type { GateReport, RunFailure, SuiteComparison, TargetComparison } from '../../gate/index.js';
import { ITEM_LINE_MAX_CHARS } from '../../gate/limits.js';
import { readJsonlRecords } from '../../results/jsonl.js';
import { DETAIL_LIMITS } from '../../results/items.js';
import { sideFile } from '../../results/side-files.js';
import type { Suite } from '../../results/types.js';
import { trendChart } from '../trend.js';
import {
  failureWords,
  gatedWords,
  reasonsWords,
  RUN_VERDICT_NAME,
  spreadWords,
  TARGET_WORD,
  testName,
  verdictCounts,
} from '../words.js';
import { scriptSafeJson } from './json.js';
import type { HtmlChart, HtmlItem, HtmlItemUsage, HtmlPayload, HtmlSuite, HtmlTarget, ItemGroup } from './model.js';
import { itemCurrency, itemUsage, suiteUsage } from './usage.js';

/** What bounds the page (docs/html-report.md "Limits"): rows embedded, and each text's length. */
const HTML_LIMITS = {
  /** Items in the table over all suites; the rest are counted per suite and said. */
  maxItems: 250_000,
  /** The items' share of the file, in bytes as embedded: the file stays under 30 MB whatever the texts. */
  maxItemBytes: 24 * 1024 * 1024,
  /** A reason or a field value, in characters (the rest cut, marked …). */
  maxText: 2_000,
  /** An item id, in characters. */
  maxId: 300,
  /** Other fields of an items line shown in an item's detail. */
  maxExtraFields: 24,
  /** The items' `detail` (now, and the baseline's of items whose checks changed), in bytes as embedded: the rest of the rows go without. */
  maxDetailBytes: 12 * 1024 * 1024,
} as const;

export interface HtmlReportInput {
  report: GateReport;
  /** Folder of the current results document (its items files); null: none. */
  currentDir: string | null;
  /** Folder of the baseline document (its items files); null: none. */
  baselineDir: string | null;
  catalog: BenchmarkCatalog;
  /** False for a run no gate judged (no gate section, a shard): its values, no verdict. Default true. */
  gated?: boolean;
  /** Why the run cannot be judged (the gate's outcome), shown first. */
  failures?: readonly RunFailure[];
  /** Links the page shows at the top (the workflow run, the pull request); https only. */
  links?: { label: string; url: string }[];
}

const words = (run: Inline): string => terminalInline(run);
const cut = (s: unknown): string => terminalText(s, HTML_LIMITS.maxText);

function targetRow(t: TargetComparison): HtmlTarget {
  const { kind, unit } = t.display;
  const u = unit ?? undefined;
  return {
    kind: t.kind,
    id: cut(t.id),
    label: cut(t.label),
    better: t.direction,
    baseline: formatValue(t.baseline, kind, u),
    current: formatValue(t.current, kind, u),
    delta: formatDelta(t.delta, kind, u),
    verdict: words(TARGET_WORD[t.verdict]),
    tone: t.verdict,
    p: t.pAdjusted === null ? '' : formatP(t.pAdjusted),
    why: reasonsWords(t).join('; '),
    round: t.round ?? null,
    repeats:
      t.repeats === undefined
        ? null
        : {
            test: testName(t.repeats.test, 'facts'),
            baseline: spreadWords(t.repeats.baseline, kind, u),
            current: spreadWords(t.repeats.current, kind, u),
          },
    history: t.history === undefined ? null : [...t.history.values].reverse().map((v) => v.value),
  };
}

/** A chart block of a typed document as the page draws it (the title's words as text). */
function chartOf(block: Block): HtmlChart | null {
  if (block.kind !== 'chart') return null;
  const s = block.spec;
  return {
    title: words(s.title),
    xLabels: s.xLabels.map((l) => cut(l)),
    xTitle: s.xTitle ?? null,
    yLabel: s.yLabel,
    yMax: s.yMax ?? null,
    series: s.series.map((x) => ({ name: x.name, kind: x.kind, values: [...x.values] })),
  };
}

/** The survival funnel as the comment draws it: % of all items left after each round, this run and the baseline. */
function funnelChart(current: Suite, baseline: Suite | undefined): HtmlChart | null {
  if (current.rounds.length === 0) return null;
  const survival = (s: Suite) => {
    const byId = new Map(s.rounds.map((r) => [r.id, r.passed]));
    return [100, ...current.rounds.map((r) => ((byId.get(r.id) ?? 0) * 100) / Math.max(1, s.total))];
  };
  return {
    title: 'Survival per round (% of items)',
    xLabels: ['all', ...current.rounds.map((r) => cut(r.id))],
    xTitle: null,
    yLabel: '% of items',
    yMax: 100,
    series: [
      { name: 'this run', kind: 'bar', values: survival(current) },
      ...(baseline === undefined ? [] : [{ name: 'baseline', kind: 'line' as const, values: survival(baseline) }]),
    ],
  };
}

function suiteCharts(s: SuiteComparison, catalog: BenchmarkCatalog): HtmlChart[] {
  const current = s.docs.current;
  const charts: (HtmlChart | null)[] = [];
  if (current !== undefined) charts.push(funnelChart(current, s.docs.baseline));
  const trend = trendChart(s);
  if (trend !== null) charts.push(chartOf(trend));
  if (current?.status === 'ok')
    for (const block of catalog.find(current.benchmark)?.render?.(current) ?? []) charts.push(chartOf(block));
  return charts.filter((c): c is HtmlChart => c !== null);
}

/** A suite's outcome in words, without the comment's icons (the tone's colour says it). */
function outcomeText(o: SuiteComparison['outcome']): string {
  if (o === 'error') return 'could not be scored';
  if (o === 'skipped' || o === 'changed') return o;
  return words(TARGET_WORD[o]);
}

function suiteOf(s: SuiteComparison, catalog: BenchmarkCatalog): Omit<HtmlSuite, 'itemCounts' | 'itemsNote'> {
  const doc = s.docs.current ?? s.docs.baseline;
  const fs = s.finalScore;
  const score = (v: number | null) => formatValue(v, 'score');
  return {
    id: cut(s.id),
    benchmark: cut(catalog.find(s.benchmark)?.title ?? s.benchmark),
    task: s.task === null ? null : cut(s.task),
    outcome: outcomeText(s.outcome),
    tone: s.outcome,
    gated: words(gatedWords(s.gating)),
    score: {
      current: score(s.score.current),
      baseline: score(s.score.baseline),
      delta: formatDelta(s.score.delta, 'score'),
    },
    items: s.items,
    checks: (doc?.rounds ?? []).map((r) => cut(r.id)),
    targets: s.targets.filter((t) => t !== fs).map(targetRow),
    repeats: (s.docs.current?.repeats ?? []).map((r) => ({
      index: r.index,
      seed: r.seed ?? null,
      status: r.status,
      finalScore: score(r.finalScore),
    })),
    identity:
      doc === undefined
        ? []
        : (catalog.find(doc.benchmark)?.identity?.(doc) ?? []).map(([k, v]): [string, string] => [cut(k), cut(v)]),
    charts: suiteCharts(s, catalog),
    usage: suiteUsage(s),
  };
}

/** An items line's checks as `P`/`F`/`-`, one character per check. */
function checkString(record: Record<string, unknown>, checks: readonly string[]): string {
  let out = '';
  for (const c of checks) out += record[c] === true ? 'P' : record[c] === false ? 'F' : '-';
  return out;
}

const RESERVED = new Set(['id', 'reason', 'repeat', 'detail', 'usage']);

/** A text of an item's detail: cut, each line made safe for text (line breaks kept, the page keeps them). */
function detailCut(value: unknown): string {
  const whole = typeof value === 'string' ? value : JSON.stringify(value);
  const long = whole.length > DETAIL_LIMITS.maxText;
  const text = long ? whole.slice(0, DETAIL_LIMITS.maxText - 1) : whole;
  const lines = text.split(/\r?\n/).map((l) => terminalText(l.replace(/\t/g, '    '), Infinity));
  return `${lines.join('\n')}${long ? '…' : ''}`;
}

/** An items line's `detail` (docs/results.md "Items files"): label → text pairs within its limits; null when it has none. */
function detailOf(record: Record<string, unknown>): [string, string][] | null {
  const detail = record.detail;
  if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) return null;
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(detail)) {
    if (out.length >= DETAIL_LIMITS.maxEntries) break;
    out.push([terminalText(k, DETAIL_LIMITS.maxLabel), detailCut(v)]);
  }
  return out.length === 0 ? null : out;
}

function extraFields(record: Record<string, unknown>, checks: ReadonlySet<string>): [string, string][] | null {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(record)) {
    if (RESERVED.has(k) || checks.has(k) || out.length >= HTML_LIMITS.maxExtraFields) continue;
    out.push([cut(k), cut(typeof v === 'string' ? v : JSON.stringify(v))]);
  }
  return out.length === 0 ? null : out;
}

/** An items line's key: its id, and its repeat when the suite was repeated (one line per repeat). */
const keyOf = (record: Record<string, unknown>): string =>
  typeof record.repeat === 'number' ? `${String(record.id)} · repeat ${record.repeat}` : String(record.id);

/**
 * The item's group; `compared`: the baseline has this suite's items, so an item it lacks is new
 * (without them nothing is compared: an item fails or passes).
 */
function groupOf(now: string, base: string | null, compared: boolean): ItemGroup {
  const failsNow = now.includes('F') || (now !== '' && !now.includes('P'));
  if (!compared) return failsNow ? 2 : 4;
  if (base !== null) for (let i = 0; i < now.length; i++) if (base[i] === 'P' && now[i] !== 'P') return 0;
  const failedBefore = base !== null && (base.includes('F') || (base !== '' && !base.includes('P')));
  if (failsNow) return failedBefore ? 2 : 1;
  return failedBefore ? 3 : 4;
}

async function itemsFileOf(dir: string | null, suite: Suite | undefined): Promise<string | null> {
  if (dir === null || suite?.itemsFile === undefined) return null;
  const named = await sideFile(dir, suite.itemsFile);
  return named.ok ? named.value : null;
}

/** What the table keeps of a baseline's item: its checks, reason and usage. */
interface BaselineItem {
  checks: string;
  reason: string | null;
  usage: HtmlItemUsage | null;
}

/** The baseline's items of a suite by key: checks, reason and usage (its cost in `currency`). */
async function baselineItems(
  file: string | null,
  checks: readonly string[],
  currency: string | null,
): Promise<Map<string, BaselineItem>> {
  const out = new Map<string, BaselineItem>();
  if (file === null) return out;
  for await (const { record } of readJsonlRecords(file, ITEM_LINE_MAX_CHARS)) {
    if (record === null) continue;
    const reason = typeof record.reason === 'string' ? cut(record.reason) : null;
    out.set(keyOf(record), { checks: checkString(record, checks), reason, usage: itemUsage(record.usage, currency) });
  }
  return out;
}

interface Room {
  items: number;
  bytes: number;
  detailBytes: number;
}

/** A detail as embedded when the page has room for it (its bytes taken from the room), else null. */
function fitDetail(detail: [string, string][] | null, room: Room, left: { count: number }): [string, string][] | null {
  if (detail === null) return null;
  const size = Buffer.byteLength(scriptSafeJson(detail)) + 1;
  if (size > room.detailBytes || size > room.bytes) {
    left.count += 1;
    return null;
  }
  room.detailBytes -= size;
  room.bytes -= size;
  return detail;
}

/**
 * The baseline's detail of the rows whose checks changed (pass → fail, fixed, or a new failure of
 * an item the baseline has): what the baseline's model produced beside this run's. A second pass
 * over the baseline's items file, keeping only those rows' details.
 */
async function addBaselineDetails(
  file: string,
  rows: HtmlItem[],
  keys: readonly string[],
  room: Room,
  left: { count: number },
): Promise<void> {
  const wanted = new Map<string, HtmlItem>();
  rows.forEach((row, k) => {
    if (row[4] !== null && row[2] !== 2 && row[2] !== 4) wanted.set(keys[k]!, row);
  });
  if (wanted.size === 0) return;
  for await (const { record } of readJsonlRecords(file, ITEM_LINE_MAX_CHARS)) {
    const row = record === null ? undefined : wanted.get(keyOf(record));
    if (row === undefined) continue;
    wanted.delete(keyOf(record!));
    const detail = fitDetail(detailOf(record!), room, left);
    if (detail !== null) {
      row[8] ??= null;
      row[9] = detail;
    }
    if (wanted.size === 0) break;
  }
}

/** A suite's items, this run's in file order (then the baseline's it lacks), up to `room`. */
async function suiteItems(
  index: number,
  s: SuiteComparison,
  input: HtmlReportInput,
  checks: readonly string[],
  /** What the table can still take: items, bytes, and bytes of details (decreased as rows are added). */
  room: Room,
): Promise<{ rows: HtmlItem[]; counts: HtmlSuite['itemCounts']; note: string | null }> {
  const counts = { shown: 0, total: 0, flipped: 0, newFailures: 0, failing: 0 };
  const currentFile = await itemsFileOf(input.currentDir, s.docs.current);
  const baseFile = await itemsFileOf(input.baselineDir, s.docs.baseline);
  const rows: HtmlItem[] = [];
  if (currentFile === null)
    return {
      rows,
      counts,
      note:
        s.docs.current?.itemsFile === undefined
          ? 'this run wrote no items file for this suite'
          : 'the items file was not found',
    };
  const base = await baselineItems(baseFile, checks, itemCurrency(s.docs.baseline));
  const currency = itemCurrency(s.docs.current);
  const checkSet = new Set(checks);
  const keys: string[] = [];
  const detailsLeft = { count: 0 };
  for await (const { record } of readJsonlRecords(currentFile, ITEM_LINE_MAX_CHARS)) {
    if (record === null) continue;
    const key = keyOf(record);
    const before = base.get(key);
    const now = checkString(record, checks);
    const group = groupOf(now, before?.checks ?? null, baseFile !== null);
    counts.total += 1;
    if (group === 0) counts.flipped += 1;
    if (group === 1) counts.newFailures += 1;
    if (group <= 2) counts.failing += 1;
    if (rows.length >= room.items || room.bytes <= 0) continue;
    const reason = typeof record.reason === 'string' ? cut(record.reason) : null;
    const baseReason = before?.reason ?? null;
    const row: HtmlItem = [
      index,
      terminalText(key, HTML_LIMITS.maxId),
      group,
      now,
      before?.checks ?? null,
      reason,
      baseReason === reason ? null : baseReason,
      extraFields(record, checkSet),
    ];
    // Usage after the detail slots (null when the row has no detail): a row without usage ends before it.
    const usageNow = itemUsage(record.usage, currency);
    const usageBefore = before?.usage ?? null;
    if (usageNow !== null || usageBefore !== null) row.push(null, null, [usageNow, usageBefore]);
    room.bytes -= Buffer.byteLength(scriptSafeJson(row)) + 1;
    if (room.bytes < 0) continue;
    // A row without detail ends at its fields: no bytes for it.
    const detail = fitDetail(detailOf(record), room, detailsLeft);
    if (detail !== null) row[8] = detail;
    rows.push(row);
    keys.push(key);
  }
  if (baseFile !== null) await addBaselineDetails(baseFile, rows, keys, room, detailsLeft);
  counts.shown = rows.length;
  const rowsNote =
    counts.shown < counts.total
      ? `${counts.total - counts.shown} of ${counts.total} items left out of the table (one report holds at most ${HTML_LIMITS.maxItems} items and ${HTML_LIMITS.maxItemBytes / 1024 / 1024} MiB of them)`
      : baseFile === null && s.docs.baseline !== undefined
        ? "the baseline's items file was not found: no item is compared"
        : null;
  const detailsNote =
    detailsLeft.count === 0
      ? null
      : `the detail of ${detailsLeft.count} items left out (one report holds at most ${HTML_LIMITS.maxDetailBytes / 1024 / 1024} MiB of items' details)`;
  const note = rowsNote === null ? detailsNote : detailsNote === null ? rowsNote : `${rowsNote}; ${detailsNote}`;
  return { rows, counts, note };
}

/** "7 suites: 1 regressed, 2 improved", or that no target moved past its thresholds. */
function headline(suites: number, verdicts: readonly TargetComparison['verdict'][]): string {
  const counts = verdictCounts(verdicts).map(words);
  return `${suites} ${suites === 1 ? 'suite' : 'suites'}: ${counts.length === 0 ? 'no target regressed or improved' : counts.join(', ')}`;
}

/** The page's data: the run, each suite, and every item in the table's order (flipped first). */
export async function htmlPayload(input: HtmlReportInput): Promise<HtmlPayload> {
  const { report, catalog } = input;
  const c = report.comparison;
  const suites: HtmlSuite[] = [];
  const items: HtmlItem[] = [];
  const room: Room = {
    items: HTML_LIMITS.maxItems,
    bytes: HTML_LIMITS.maxItemBytes,
    detailBytes: HTML_LIMITS.maxDetailBytes,
  };
  for (const [i, s] of c.suites.entries()) {
    const head = suiteOf(s, catalog);
    const got = await suiteItems(i, s, input, head.checks, room);
    room.items -= got.rows.length;
    for (const row of got.rows) items.push(row);
    suites.push({ ...head, itemCounts: got.counts, itemsNote: got.note });
  }
  // Flipped first, then new failures, still failing, fixed, passing; within a group suite and file order.
  const order = items.map((_, k) => k).sort((a, b) => items[a]![2] - items[b]![2] || a - b);
  const verdicts = c.suites.flatMap((s) => s.targets.map((t) => t.verdict));
  const verdict = report.current.verdict ?? c.verdict;
  // A run no gate judged (no gate section, a shard) has no verdict to show.
  const gated = input.gated !== false;
  const notes: string[] = [];
  if (report.missingBaseline !== null) notes.push(cut(report.missingBaseline));
  for (const w of report.baseline?.warnings ?? []) notes.push(cut(w));
  const provenance = report.baseline?.provenance;
  return {
    version: 1,
    run: {
      verdict: gated ? words(RUN_VERDICT_NAME[verdict]) : 'not gated',
      tone: gated ? verdict : 'none',
      headline: headline(c.suites.length, verdicts),
      tool: cut(`${report.current.tool.name} ${report.current.tool.version}`),
      createdAt: cut(report.current.run.createdAt),
      commit: report.current.run.commit === null ? null : cut(report.current.run.commit),
      gated: c.hasBaseline,
      baseline:
        provenance === undefined
          ? null
          : cut(
              `${provenance.location}${provenance.commit === null ? '' : ` · commit ${provenance.commit.slice(0, 12)}`} · ${provenance.createdAt}`,
            ),
      failures: (input.failures ?? (report.incomplete ? [report.incomplete] : [])).map((f) => cut(failureWords(f))),
      notes,
      score: {
        current: formatValue(c.run.scores.final ?? c.run.scores.mean, 'score'),
        baseline: formatValue(c.run.scores.baseline, 'score'),
        delta: formatDelta(c.run.scores.delta, 'score'),
      },
    },
    suites,
    items: order.map((k) => items[k]!),
    links: (input.links ?? [])
      .filter((l) => l.url.startsWith('https://'))
      .map((l) => ({ label: cut(l.label), url: l.url })),
  };
}
