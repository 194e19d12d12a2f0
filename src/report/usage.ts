// What a suite's live provider calls cost, as one line (results.md "usage"): used by the terminal
// report (text.ts), the results markdown report (render.ts) and the PR comment (comment.ts).
// Pure: the same suite gives the same line. Only counts and our words: a typed inline run.
import {
  figure,
  paragraph,
  strong,
  t,
  terminalInline,
  toMarkdown,
  toTextLines,
  type Block,
  type Inline,
} from '../core/doc.js';
import { formatCount } from '../core/progress.js';
import type { Suite, Usage } from '../results/types.js';

function counted(n: number, one: Inline, many: Inline): Inline {
  return t`${figure(formatCount(n))} ${n === 1 ? one : many}`;
}

function tokensInline(usage: Usage): Inline {
  const prompt = usage.promptTokens;
  const completion = usage.completionTokens;
  if (prompt === undefined && completion === undefined) return t`tokens not reported`;
  if (prompt !== undefined && completion !== undefined)
    return t`${figure(formatCount(prompt))} prompt + ${counted(completion, t`completion token`, t`completion tokens`)}`;
  if (prompt !== undefined) return counted(prompt, t`prompt token`, t`prompt tokens`);
  return counted(completion!, t`completion token`, t`completion tokens`);
}

/**
 * `412 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens`; the tokens part says
 * `tokens not reported` when the provider gave none.
 */
export function usageInline(usage: Usage): Inline {
  const retries = usage.retries === 0 ? t`no retries` : counted(usage.retries, t`retry`, t`retries`);
  return t`${counted(usage.requests, t`request`, t`requests`)} (${retries}) · ${tokensInline(usage)}`;
}

/** usageInline as plain text (only digits and fixed words). */
export function usageSummary(usage: Usage): string {
  return terminalInline(usageInline(usage));
}

/** The cost paragraph of a suite in the markdown reports: none when it asked no live provider (no `usage`). */
export function usageBlocks(suite: Pick<Suite, 'usage'>): Block[] {
  if (suite.usage === undefined) return [];
  return [paragraph(t`${strong(t`Live provider calls:`)} ${usageInline(suite.usage)}`)];
}

/** The cost line of a suite in the terminal report (indented by `indent`); none without `usage`. */
export function usageTextBlocks(suite: Pick<Suite, 'usage'>): Block[] {
  if (suite.usage === undefined) return [];
  return [paragraph(t`provider calls: ${usageInline(suite.usage)}`)];
}

/**
 * The cost line of a suite: none when it asked no live provider (no `usage`); `markdown` a
 * paragraph line (join with blank lines), `text` an indented terminal line. A list, so a caller
 * spreads it: `parts.push(...renderUsage(suite, 'markdown'))`.
 */
export function renderUsage(suite: Pick<Suite, 'usage'>, format: 'markdown' | 'text'): string[] {
  if (suite.usage === undefined) return [];
  return format === 'markdown' ? [toMarkdown(usageBlocks(suite))] : toTextLines(usageTextBlocks(suite), '  ');
}
