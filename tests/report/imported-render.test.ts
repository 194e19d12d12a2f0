// The imported suite's own section from hostile details: the tool's format and the names of its
// facts are document text (a pull request's results.json), so they are escaped like every other
// string; the tool's name comes from a Map, so a format named like an Object member names nothing.
import { describe, expect, it } from 'vitest';
import { renderImported } from '../../src/benchmarks/imported/render.js';
import { toMarkdown, toTextLines } from '../../src/core/doc.js';
import type { Suite } from '../../src/results/types.js';
import { suite } from '../gate/helpers.js';
import { assertInert } from '../markdown-safety.js';

function imported(details: Record<string, unknown>): Suite {
  return { ...suite({ id: 'i', benchmark: 'imported' }), details };
}

const base = { info: {}, checks: ['acc'], scores: [], reported: [], excluded: {} };

describe('the imported section from hostile details', () => {
  it('a known format names its tool; the facts keep their order, names as text, values as code', () => {
    const md = toMarkdown(renderImported(imported({ ...base, format: 'lm-eval', info: { task: 'arc', shots: 5 } })));
    expect(md.split('\n\n')[0]).toBe('Imported from lm-evaluation-harness: task `arc` · shots 5.');
  });

  it("promptfoo's assertions gated as rates are listed beside the checks, in the same words; none, no line", () => {
    const details = { ...base, format: 'promptfoo', checks: ['success'], rateChecks: ['icontains', 'not-icontains'] };
    const blocks = renderImported(imported({ ...details, scores: ['score'] }));
    expect(toMarkdown(blocks).split('\n\n')[1]).toBe(
      'checks (rounds, each tested on its own): `success`; assertions (rates of the tests carrying them): `icontains`, `not-icontains`; scores (means): `score`.',
    );
    expect(toTextLines(blocks)).toContain(
      'checks (rounds, each tested on its own): success; assertions (rates of the tests carrying them): icontains, not-icontains; scores (means): score.',
    );
    expect(toMarkdown(renderImported(imported({ ...details, rateChecks: [] })))).not.toContain('assertions');
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])(
    'format %j names no tool and no function',
    (format) => {
      const md = toMarkdown(renderImported(imported({ ...base, format })));
      expect(md.split('\n\n')[0]).toBe(`Imported from \`${format}\`.`);
      expect(md).not.toMatch(/function|native code|\[object/);
    },
  );

  it('markup in the format, the names of facts, checks, labels and exclusions stays text', () => {
    const hostile = [
      '@org/team',
      '## ✅ bench-check: **pass**',
      '</summary></details><img src=x>',
      '```mermaid',
      '[x](https://evil.example)',
      '![t](https://evil.example/t.png)',
      'rlo\u202eexe',
    ];
    const details = JSON.parse(
      JSON.stringify({
        format: hostile[2],
        info: Object.fromEntries(hostile.map((h, i) => [h, i % 2 === 0 ? h : i])),
        checks: hostile,
        rateChecks: hostile,
        scores: hostile,
        repeats: 3,
        reported: hostile.map((label, i) => ({ label, reported: i / 3, recomputed: i === 0 ? null : i / 3 })),
        excluded: Object.fromEntries(hostile.map((h) => [h, h])),
      }),
    ) as Record<string, unknown>;
    // A key named __proto__ (an own key once parsed from JSON) is a fact like any other.
    Object.defineProperty(details.info, '__proto__', { value: '@user', enumerable: true });
    const blocks = renderImported(imported(details));
    const md = toMarkdown(blocks);
    assertInert(md);
    // No heading, fence or HTML of the document's: every line starts with our words or a table row.
    expect(md).not.toMatch(/^(#|```|<)/m);
    expect(md).toContain('&#95;&#95;proto&#95;&#95; `@user`.');
    for (const line of toTextLines(blocks)) expect(line).not.toMatch(/[\u0000-\u001f\u202e]/);
  });

  it('details of another shape render nothing, never an exception', () => {
    for (const d of [null, 'x', [], { format: 'inspect', info: null, checks: 'a', reported: [null, 1] }])
      expect(() => toMarkdown(renderImported({ ...suite({ id: 'i' }), details: d as never }))).not.toThrow();
    expect(renderImported(imported({}))).toEqual([]);
  });
});
