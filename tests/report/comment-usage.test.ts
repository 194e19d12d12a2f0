// The cost of live provider calls in the PR comment (issue #16 part 6): a total under the overview
// and each suite's line in its <details>; nothing for suites that asked no provider.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { renderComparisonReport, type ReportInput } from '../../src/report/comment.js';
import { catalog, gateHints } from '../catalog.js';
import { doc, suite } from '../gate/helpers.js';

const cfg = resolveGateConfig(undefined, gateHints);

function input(withUsage: boolean): ReportInput {
  const live = suite({
    id: 'live',
    benchmark: 'flood',
    task: 'simple',
    total: 20,
    finalScore: 50,
    ...(withUsage ? { usage: { requests: 1204, retries: 3, promptTokens: 1_204_331, completionTokens: 88_120 } } : {}),
  });
  const replay = suite({
    id: 'other',
    benchmark: 'flood',
    task: 'simple',
    total: 20,
    finalScore: 40,
    ...(withUsage ? { usage: { requests: 10, retries: 0 } } : {}),
  });
  const current = doc([live, replay]);
  const baselineDoc = doc([
    { ...live, usage: undefined },
    { ...replay, usage: undefined },
  ]);
  return {
    current,
    baselineDoc,
    comparison: compareDocuments(current, baselineDoc, cfg, new Map()),
    baseline: null,
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

const render = (i: ReportInput) => renderComparisonReport(i, { catalog, budget: 1_000_000, commentKey: null });

describe('cost of live runs in the comment', () => {
  it('sums every suite under the overview and shows each suite its own line', () => {
    const md = render(input(true));
    const top = md.slice(0, md.indexOf('<details>'));
    expect(top).toContain(
      '**Live provider calls** (all suites): 1 214 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens\n',
    );
    const [, live, other] = md.split('<details>');
    expect(live).toContain(
      '**Live provider calls:** 1 204 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens',
    );
    expect(other).toContain('**Live provider calls:** 10 requests (no retries) · tokens not reported');
  });

  it('says nothing about cost when no suite asked a provider', () => {
    expect(render(input(false))).not.toContain('Live provider calls');
  });
});
