// The imported suite's own section of the report: where the items came from, and the aggregates the
// tool reported beside the same numbers recomputed from the items. Every string from the tool's
// files is untrusted: prose through plainText, names through inlineCode.
import { inlineCode, plainText, table } from '../../core/markdown.js';
import { fixed } from '../../core/numbers.js';
import type { Suite } from '../../results/types.js';

interface ItemsDetails {
  format: string;
  info: Record<string, string | number>;
  checks: string[];
  scores: string[];
  reported: { label: string; reported: number; recomputed: number | null }[];
  excluded: Record<string, string>;
  repeats: number;
}

/** At most this many reported aggregates and left-out names are listed. */
const LISTED = 20;

const TOOL: Record<string, string> = { 'lm-eval': 'lm-evaluation-harness', inspect: 'Inspect', promptfoo: 'promptfoo' };

function number(v: number): string {
  return Number.isInteger(v) ? String(v) : fixed(v, 4);
}

export function renderImported(suite: Suite): string {
  const d = suite.details as ItemsDetails | undefined;
  if (d?.format === undefined) return '';
  const tool = TOOL[d.format] ?? d.format;
  const facts = Object.entries(d.info).map(([k, v]) => `${k} ${typeof v === 'number' ? String(v) : inlineCode(v, 80)}`);
  const parts = [`Imported from ${tool}${facts.length > 0 ? `: ${facts.join(' · ')}` : ''}.`];
  const words = [
    d.checks.length > 0
      ? `checks (rounds, each tested on its own): ${d.checks.map((c) => inlineCode(c, 40)).join(', ')}`
      : 'no pass/fail check',
    d.scores.length > 0 ? `scores (means): ${d.scores.map((c) => inlineCode(c, 40)).join(', ')}` : null,
    d.repeats > 1
      ? `up to ${d.repeats} repeats per item (a check passes when every repeat passed; a score is their mean)`
      : null,
  ].filter((x) => x !== null);
  parts.push(`${words.join('; ')}.`);
  if (d.reported.length > 0) {
    const rows = d.reported.slice(0, LISTED).map((r) => {
      const same =
        r.recomputed === null
          ? 'not a mean of per-item values'
          : Math.abs(r.recomputed - r.reported) <= 1e-9 * Math.max(1, Math.abs(r.reported))
            ? 'same'
            : '**differs**';
      return [inlineCode(r.label, 60), number(r.reported), r.recomputed === null ? '–' : number(r.recomputed), same];
    });
    parts.push(table([`reported by ${tool}`, 'value', 'recomputed from the items', ''], rows, ['l', 'r', 'r', 'l']));
  }
  const left = Object.entries(d.excluded);
  if (left.length > 0) {
    parts.push(
      `Left out (not one value per item): ${left
        .slice(0, LISTED)
        .map(([name, why]) => `${inlineCode(name, 40)} (${plainText(why, 120)})`)
        .join('; ')}${left.length > LISTED ? '; …' : ''}.`,
    );
  }
  return parts.join('\n\n');
}
