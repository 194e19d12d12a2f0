// The run's identity (asbench's metadata in details.run) next to the suite in the terminal report,
// the markdown report and the PR comment: exact when harmless, inert when hostile.
import { describe, expect, it } from 'vitest';
import { hurricaneIdentity } from '../../src/benchmarks/hurricane/identity.js';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { renderComparisonReport } from '../../src/report/comment.js';
import { renderReport } from '../../src/report/render.js';
import { renderText } from '../../src/report/text.js';
import type { Suite } from '../../src/results/types.js';
import { catalog, gateHints } from '../catalog.js';
import { doc, suite } from '../gate/helpers.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';

// As asbench writes them: exp_id a UUID, execution_time the ISO moment its runner saved the results.
const EXP = '0c9639c9-995e-4420-bd7f-5b3006a0aebd';
const RUN = {
  llm: 'qwen2.5-7b',
  exp_id: EXP,
  agent_filename: 'agent.py',
  execution_time: '2025-07-14T09:31:27.418532',
};

function withRun(run: unknown): Suite {
  return suite({ id: 'asbench', benchmark: 'hurricane', task: null, total: 1, finalScore: 90, details: { run } });
}

function comment(s: Suite): string {
  const current = doc([s]);
  const comparison = compareDocuments(current, current, resolveGateConfig(undefined, gateHints), new Map());
  return renderComparisonReport(
    { current, baselineDoc: current, comparison, baseline: null, missingBaseline: null, onMissingBaseline: 'warn' },
    { catalog, budget: 1_000_000, commentKey: null },
  );
}

describe('the run named next to the suite', () => {
  it('reads only strings (and seconds) from details.run, in a fixed order', () => {
    expect(hurricaneIdentity(withRun(RUN))).toEqual([
      ['model', 'qwen2.5-7b'],
      ['exp', EXP],
      ['agent', 'agent.py'],
      ['saved', '2025-07-14T09:31:27.418532'],
    ]);
    // A number of seconds (not what asbench writes) is a duration.
    expect(hurricaneIdentity(withRun({ llm: 7, exp_id: ['x'], execution_time: 12.5 }))).toEqual([['time', '12.5 s']]);
    expect(hurricaneIdentity(withRun(Object.create({ llm: 'inherited' }) as object))).toEqual([]);
    expect(hurricaneIdentity(withRun('qwen'))).toEqual([]);
    expect(hurricaneIdentity(suite({ id: 'x', benchmark: 'hurricane' }))).toEqual([]);
  });

  it('shows it in the terminal, the markdown report and the PR comment summary', async () => {
    const s = withRun(RUN);
    expect(renderText(doc([s]), catalog)).toContain(
      `asbench — HurricaneMobility [ok]\n  model qwen2.5-7b · exp ${EXP} · agent agent.py · saved 2025-07-14T09:31:27.418532\n`,
    );
    expect(await renderReport(doc([s]), { catalog, resultsDir: null })).toContain(
      `**Run:** model \`qwen2.5-7b\` · exp \`${EXP}\` · agent \`agent.py\` · saved \`2025-07-14T09:31:27.418532\``,
    );
    expect(comment(s)).toContain(
      `<details><summary><code>asbench</code> · HurricaneMobility · model <code>qwen2.5-7b</code> · exp <code>${EXP}</code> · agent <code>agent.py</code> · saved <code>2025-07-14T09:31:27.418532</code> — `,
    );
  });

  it.each(HOSTILE)('is inert when hostile: %j', async (text) => {
    const s = withRun({ llm: text, exp_id: text, agent_filename: text, execution_time: text });
    assertInert(await renderReport(doc([s]), { catalog, resultsDir: null }));
    assertInert(comment(s));
    const terminal = renderText(doc([{ ...s, details: { run: { llm: `${text}\u001b]0;pwned\u0007` } } }]), catalog);
    expect(terminal).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });
});
