// What the HTML report shows of usage (docs/usage.md): per suite, the tokens, cost and latency the
// comment's overview and usage lines show (report/usage.ts), and per item the tokens, cost and
// latency its items line carries, this run's and the baseline's. Every number formatted here as
// the other reports format it; every text of a document stays a string the page puts into text nodes.
import { terminalInline, terminalText } from '../../core/doc.js';
import { formatCount } from '../../core/progress-format.js';
import { formatValue } from '../../core/numbers.js';
import type { SuiteComparison } from '../../gate/model.js';
import type { Suite } from '../../results/types.js';
import { cleanItemUsage } from '../../results/usage.js';
import { costCells, usageInline } from '../usage.js';
import type { HtmlItemUsage, HtmlSuiteUsage } from './model.js';

/** A suite's usage as the page shows it, or null when the suite recorded none. */
export function suiteUsage(s: SuiteComparison): HtmlSuiteUsage | null {
  const usage = s.docs.current?.usage;
  if (usage === undefined) return null;
  const { perItem, total, note } = costCells(s);
  const latency = usage.latencyMs;
  return {
    tokens: usage.tokensPerItem === undefined ? '–' : formatCount(usage.tokensPerItem.mean),
    cost: terminalInline(perItem),
    total: terminalInline(total),
    latency: latency === undefined ? '–' : `${formatCount(latency.median)} / ${formatCount(latency.p95)} ms`,
    line: terminalInline(usageInline(usage)),
    note: note === null ? null : terminalInline(note),
  };
}

/** The currency of a suite's item costs (its usage's), for the items' cost cells; null when it has none. */
export function itemCurrency(suite: Suite | undefined): string | null {
  const currency = suite?.usage?.cost?.currency;
  return currency === undefined ? null : terminalText(currency, 16);
}

/**
 * An items line's `usage` as the page shows it: tokens (input + output, and the cached share),
 * cost in the suite's currency, latency, requests and the model; null when the line has none (or
 * nothing well-formed: the results layer's own check of an items line's usage).
 */
export function itemUsage(raw: unknown, currency: string | null): HtmlItemUsage | null {
  const { usage } = cleanItemUsage(raw);
  if (usage === null) return null;
  const hasTokens = usage.inputTokens !== undefined || usage.outputTokens !== undefined;
  const tokens = hasTokens
    ? `${formatCount((usage.inputTokens ?? 0) + (usage.outputTokens ?? 0))} (${formatCount(usage.inputTokens ?? 0)} in${
        usage.cachedTokens ? `, ${formatCount(usage.cachedTokens)} cached` : ''
      } + ${formatCount(usage.outputTokens ?? 0)} out)`
    : null;
  const models = usage.byModel === undefined ? usage.model : Object.keys(usage.byModel).join(', ');
  return [
    tokens,
    usage.cost === undefined ? null : formatValue(usage.cost, 'money', currency ?? undefined),
    usage.latencyMs === undefined ? null : `${formatCount(usage.latencyMs)} ms`,
    usage.requests === undefined ? null : String(usage.requests),
    models === undefined ? null : terminalText(models, 200),
  ];
}
