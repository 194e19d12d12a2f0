// What a suite's live provider calls cost, as one line (results.md "usage"): used by the terminal
// report (text.ts), the results markdown report (render.ts) and the PR comment (comment.ts).
// Pure: the same suite gives the same line.
import { formatCount } from '../core/progress.js';
import type { Suite, Usage } from '../results/types.js';
import { plural } from './words.js';

function counted(n: number, one: string, many: string): string {
  return plural(n, one, many, formatCount);
}

/**
 * `412 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens`; the tokens part says
 * `tokens not reported` when the provider gave none. Only digits and fixed words: safe as is in
 * markdown and on a terminal.
 */
export function usageSummary(usage: Usage): string {
  const retries = usage.retries === 0 ? 'no retries' : counted(usage.retries, 'retry', 'retries');
  const requests = `${counted(usage.requests, 'request', 'requests')} (${retries})`;
  const prompt = usage.promptTokens;
  const completion = usage.completionTokens;
  let tokens: string;
  if (prompt === undefined && completion === undefined) tokens = 'tokens not reported';
  else if (prompt !== undefined && completion !== undefined)
    tokens = `${formatCount(prompt)} prompt + ${counted(completion, 'completion token', 'completion tokens')}`;
  else if (prompt !== undefined) tokens = counted(prompt, 'prompt token', 'prompt tokens');
  else tokens = counted(completion!, 'completion token', 'completion tokens');
  return `${requests} · ${tokens}`;
}

/**
 * The cost line of a suite: none when it asked no live provider (no `usage`); `markdown` a
 * paragraph line (join with blank lines), `text` an indented terminal line. A list, so a caller
 * spreads it: `parts.push(...renderUsage(suite, 'markdown'))`.
 */
export function renderUsage(suite: Pick<Suite, 'usage'>, format: 'markdown' | 'text'): string[] {
  if (suite.usage === undefined) return [];
  const line = usageSummary(suite.usage);
  return [format === 'markdown' ? `**Live provider calls:** ${line}` : `  provider calls: ${line}`];
}
