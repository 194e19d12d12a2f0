import { describe, expect, it } from 'vitest';
import { fitSummary } from '../../src/github/summary.js';
import { annotateDiagnostics } from '../../src/github/annotations.js';
import { diagnostic } from '../../src/core/diagnostics.js';

describe('job summary', () => {
  it('counts bytes, not characters, and cuts on a line boundary', () => {
    const line = `${'\u200b'.repeat(100)}✅\n`; // 303 bytes, 102 characters
    const text = line.repeat(5000);
    const fitted = fitSummary(text, 100_000);
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(100_000);
    expect(fitted).toMatch(/✅\n\n…\(truncated/);
    expect(fitted).not.toContain('\ufffd');
    expect(fitSummary('short')).toBe('short');
  });
});

describe('annotations', () => {
  it('at most 10 per kind, then one notice with the count', () => {
    const got = { error: 0, warning: 0, notices: [] as string[] };
    const diags = [
      ...Array.from({ length: 14 }, (_, i) => ({
        suite: 's',
        diagnostic: diagnostic({ code: 'bad-row', file: 'a.csv', line: i + 2, message: 'bad' }),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        suite: 's',
        diagnostic: diagnostic({ severity: 'warning', code: 'w', file: 'a.csv', line: i + 2, message: 'meh' }),
      })),
    ];
    annotateDiagnostics(diags, {
      error: () => {
        got.error++;
      },
      warning: () => {
        got.warning++;
      },
      notice: (m) => {
        got.notices.push(m);
      },
    });
    expect(got.error).toBe(10);
    expect(got.warning).toBe(3);
    expect(got.notices).toEqual(['bench-check: 4 more errors not annotated; see the job summary and results.json']);
  });
});
