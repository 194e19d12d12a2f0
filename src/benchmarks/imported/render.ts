// The imported suite's own section of the report: where the items came from, and the aggregates the
// tool reported beside the same numbers recomputed from the items. Every string from the tool's
// files is untrusted: it stays a plain string (or code) in the blocks, which core/doc.ts escapes.
import { code, figure, join, paragraph, strong, t, table, text, type Block, type Inline } from '../../core/doc.js';
import { fixed } from '../../core/numbers.js';
import type { Suite } from '../../results/types.js';

interface Reported {
  label: unknown;
  reported: number;
  recomputed: number | null;
}

interface ItemsDetails {
  format: unknown;
  info: [name: string, value: unknown][];
  checks: unknown[];
  rateChecks: unknown[];
  scores: unknown[];
  reported: Reported[];
  excluded: [name: string, why: unknown][];
  repeats: number;
}

/** At most this many reported aggregates and left-out names are listed. */
const LISTED = 20;

/** The tool's name by format: a Map, so a format named like an Object property ("toString") names nothing. */
const TOOL: ReadonlyMap<string, Inline> = new Map<string, Inline>([
  ['lm-eval', t`lm-evaluation-harness`],
  ['inspect', t`Inspect`],
  ['promptfoo', t`promptfoo`],
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A document's object as its own entries (never its prototype's); none when it is not an object. */
const ownEntries = (v: unknown): [string, unknown][] => (isRecord(v) ? Object.entries(v) : []);

/**
 * `details` as the scorer writes them, read defensively: the results schema holds a document to
 * imported-details.schema.json, but this renderer must not fail on any value it is handed.
 */
function itemsDetails(value: unknown): ItemsDetails | null {
  if (!isRecord(value) || !Object.hasOwn(value, 'format')) return null;
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  return {
    format: value.format,
    info: ownEntries(value.info),
    checks: list(value.checks),
    rateChecks: list(value.rateChecks),
    scores: list(value.scores),
    reported: list(value.reported).flatMap((r): Reported[] =>
      isRecord(r) && isFiniteNumber(r.reported)
        ? [{ label: r.label, reported: r.reported, recomputed: isFiniteNumber(r.recomputed) ? r.recomputed : null }]
        : [],
    ),
    excluded: ownEntries(value.excluded),
    repeats: isFiniteNumber(value.repeats) ? value.repeats : 0,
  };
}

function number(v: number): Inline {
  return Number.isInteger(v) ? v : figure(fixed(v, 4));
}

function toolOf(format: unknown): Inline {
  return (typeof format === 'string' ? TOOL.get(format) : undefined) ?? code(format, 40);
}

function sameWords(r: Reported): Inline {
  if (r.recomputed === null) return t`not a mean of per-item values`;
  return Math.abs(r.recomputed - r.reported) <= 1e-9 * Math.max(1, Math.abs(r.reported)) ? t`same` : strong(t`differs`);
}

function whatIsGated(d: ItemsDetails): Inline {
  const words: Inline[] = [
    d.checks.length > 0
      ? t`checks (rounds, each tested on its own): ${join(
          d.checks.map((c) => code(c, 40)),
          t`, `,
        )}`
      : t`no pass/fail check`,
  ];
  if (d.rateChecks.length > 0)
    words.push(
      t`assertions (rates of the tests carrying them): ${join(
        d.rateChecks.map((c) => code(c, 40)),
        t`, `,
      )}`,
    );
  if (d.scores.length > 0)
    words.push(
      t`scores (means): ${join(
        d.scores.map((c) => code(c, 40)),
        t`, `,
      )}`,
    );
  if (d.repeats > 1)
    words.push(t`up to ${d.repeats} repeats per item (a check passes when every repeat passed; a score is their mean)`);
  return t`${join(words, t`; `)}.`;
}

export function renderImported(suite: Suite): Block[] {
  const d = itemsDetails(suite.details);
  if (d === null) return [];
  const tool = toolOf(d.format);
  const facts = d.info.map(([k, v]) => (isFiniteNumber(v) ? t`${text(k, 40)} ${v}` : t`${text(k, 40)} ${code(v, 80)}`));
  const out: Block[] = [
    paragraph(facts.length > 0 ? t`Imported from ${tool}: ${join(facts, t` · `)}.` : t`Imported from ${tool}.`),
    paragraph(whatIsGated(d)),
  ];
  if (d.reported.length > 0) {
    const rows = d.reported
      .slice(0, LISTED)
      .map((r) => [
        code(r.label, 60),
        number(r.reported),
        r.recomputed === null ? t`–` : number(r.recomputed),
        sameWords(r),
      ]);
    out.push(table([t`reported by ${tool}`, t`value`, t`recomputed from the items`, null], rows, ['l', 'r', 'r', 'l']));
  }
  if (d.excluded.length > 0) {
    const listed = d.excluded.slice(0, LISTED).map(([name, why]) => t`${code(name, 40)} (${text(why, 120)})`);
    out.push(
      paragraph(
        t`Left out (not one value per item): ${join(listed, t`; `)}${d.excluded.length > LISTED ? t`; …` : null}.`,
      ),
    );
  }
  return out;
}
