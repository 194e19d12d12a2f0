// No string of a results document becomes markup (issue: renderers that cannot inject). Documents
// generated from the schemas (tests/property/schema-documents.ts), with a suite of every benchmark
// and hostile text in every free string (mentions, links, images, raw HTML, a </summary></details>
// break-out, a forged heading, an opened mermaid fence, bidi/zero-width/NUL, prototype keys), go
// through what `compare --markdown` and the action's report mode do (read within the limits, gated,
// rendered as the comment and the job summary) and through the results report and the terminal
// report: no exception, and every active element of the markdown (heading, link, image, fence,
// HTML tag, table cell) is one the same document with a benign word in each string also has.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import type { BaselineLoad } from '../../src/gate/baseline.js';
import { applyGate } from '../../src/gate/index.js';
import { readResultsWithinLimits, resolveResultsLimits } from '../../src/gate/limits.js';
import { renderGateReports } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { renderReport } from '../../src/report/render.js';
import { renderText } from '../../src/report/text.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { validateValue } from '../../src/schemas/registry.js';
import { catalog, gateHints } from '../catalog.js';
import { tempDir } from '../gate/helpers.js';
import { assertInert, INVISIBLE } from '../markdown-safety.js';
import { runs } from './support.js';
import { documentTree, instantiate, type Tree } from './schema-documents.js';

const md = new MarkdownIt({ html: true, linkify: true });
type Token = ReturnType<typeof md.parse>[number];
const flatten = (tokens: Token[]): Token[] => tokens.flatMap((t) => [t, ...flatten(t.children ?? [])]);

/** The report job's links: the run and its HTML report (ours, from the workflow run, never the document). */
const RUN_URL = 'https://github.com/o/r/actions/runs/1';

/**
 * The active elements of a markdown text, as a sorted list: headings, links, images, fences,
 * tables' cells, and the tags of raw HTML (code and its contents left out: code is inert).
 */
function activeElements(markdown: string): string[] {
  const out: string[] = [];
  for (const t of flatten(md.parse(markdown, {}))) {
    if (t.type === 'heading_open') out.push(t.tag);
    else if (t.type === 'link_open') out.push(`a ${t.attrGet('href') ?? ''}`);
    else if (t.type === 'image') out.push(`img ${t.attrGet('src') ?? ''}`);
    else if (t.type === 'fence') out.push(`fence ${t.info}`);
    else if (t.type === 'th_open' || t.type === 'td_open' || t.type === 'table_open') out.push(t.type);
    else if (t.type === 'html_block' || t.type === 'html_inline')
      for (const tag of t.content.replace(/<code>[^<]*<\/code>/g, '').match(/<\/?[a-zA-Z][^\s>/]*/g) ?? [])
        out.push(tag);
  }
  return out.sort();
}

interface Rendered {
  compare: string;
  comment: string;
  summary: string;
  results: string;
  text: string;
}

/** What `compare --markdown`, report mode and the results and terminal reports make of a document. */
async function renderAll(
  dir: string,
  current: ResultsDocument,
  baseline: ResultsDocument | null,
): Promise<Rendered | null> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'results.json');
  writeFileSync(file, JSON.stringify(current));
  const read = await readResultsWithinLimits(file, 'results.json', resolveResultsLimits(undefined));
  if (!read.ok) return null;
  const load: BaselineLoad =
    baseline === null
      ? { kind: 'missing', message: 'no baseline' }
      : {
          kind: 'found',
          side: { doc: baseline, dir },
          provenance: {
            source: 'file',
            location: 'b.json',
            commit: null,
            createdAt: baseline.run.createdAt,
            runUrl: null,
            ageDays: 1,
            reason: null,
            updatedAt: null,
          },
        };
  const out = await applyGate(read.value, undefined, {
    cwd: dir,
    env: { SOURCE_DATE_EPOCH: '0' },
    log: { info: () => {}, warn: () => {} },
    resultsDir: dir,
    baseline: load,
    hints: gateHints,
  });
  const compare = renderGateReports(out.report, { catalog, commentKey: null }).markdown;
  const action = renderGateReports(out.report, {
    catalog,
    commentKey: 'bench-check',
    fullReportUrl: RUN_URL,
    htmlReportUrl: `${RUN_URL}/report`,
    scored: { sha: 'a'.repeat(40), runUrl: RUN_URL },
  });
  return {
    compare,
    comment: action.markdown,
    summary: action.summary,
    results: await renderReport(read.value, { resultsDir: dir, catalog }),
    text: `${renderText(read.value, catalog, { verbose: true })}${renderComparisonText(out.report)}`,
  };
}

describe('no document string becomes markup, whatever field and benchmark (fast-check over the schemas)', () => {
  it('hostile and benign twins render the same active elements; no mention, no invisible, no control character', async () => {
    const root = tempDir();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(documentTree, fc.option(documentTree, { nil: null }), async (tree: Tree, baseTree) => {
        const words = new Map<string, string>();
        const twin = (hostile: boolean) => {
          const w = hostile ? undefined : words;
          return {
            current: instantiate(tree, hostile, w) as ResultsDocument,
            baseline: baseTree === null ? null : (instantiate(baseTree, hostile, w) as ResultsDocument),
          };
        };
        const hostile = twin(true);
        const benign = twin(false);
        // Generated from the schemas, so valid by them: else this tests nothing the report job would render.
        for (const d of [hostile.current, benign.current, hostile.baseline, benign.baseline])
          if (d !== null) expect(validateValue('results', d)).toEqual([]);
        const k = n++;
        const bad = await renderAll(path.join(root, `${k}h`), hostile.current, hostile.baseline);
        const good = await renderAll(path.join(root, `${k}b`), benign.current, benign.baseline);
        expect(bad === null).toBe(good === null);
        if (bad === null || good === null) return;
        for (const key of ['compare', 'comment', 'summary', 'results'] as const) {
          expect(activeElements(bad[key]), key).toEqual(activeElements(good[key]));
          // No mention, reference, autolink or invisible character outside code; links only ours.
          assertInert(bad[key], key === 'compare' ? [] : [RUN_URL, `${RUN_URL}/report`], { decimals: true });
        }
        expect(bad.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
        expect(bad.text).not.toMatch(INVISIBLE);
      }),
      runs(10),
    );
  }, 120_000);
});
