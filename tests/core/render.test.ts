import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/render.js';
import { renderText } from '../../src/report/text.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';
import { tempDir } from '../helpers.js';
import { catalog } from '../catalog.js';

function hostileDoc(): ResultsDocument {
  const suite: Suite = {
    id: HOSTILE[0]!,
    benchmark: HOSTILE[1]!,
    task: HOSTILE[2]!,
    status: 'ok',
    inputs: [],
    total: 10,
    errors: 1,
    rounds: HOSTILE.slice(0, 6).map((h, i) => ({ id: h, label: HOSTILE[i + 6]!, input: 10 - i, passed: 9 - i })),
    metrics: Object.fromEntries(
      HOSTILE.map((h, i) => [
        h,
        { value: i / 7, direction: 'higher' as const, unit: HOSTILE[(i + 1) % HOSTILE.length]! },
      ]),
    ),
    finalScore: 50,
    itemsFile: 'items.jsonl',
    diagnostics: HOSTILE.map((h, i) => ({
      severity: 'error' as const,
      code: h,
      file: HOSTILE[(i + 2) % HOSTILE.length]!,
      line: i + 1,
      row: null,
      field: h,
      column: null,
      pointer: h,
      item: h,
      message: h,
    })),
  };
  return {
    schemaVersion: 1,
    tool: { name: 'bench-check', version: '0.1.0' },
    run: { createdAt: '2026-01-01T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
    verdict: null,
    suites: [suite],
  };
}

describe('the results report', () => {
  it('renders every string of a hostile document inert', async () => {
    const dir = tempDir();
    const doc = hostileDoc();
    writeFileSync(
      path.join(dir, 'items.jsonl'),
      HOSTILE.map((h, i) =>
        JSON.stringify({ id: h, [HOSTILE[0]!]: false, reason: HOSTILE[(i + 4) % HOSTILE.length] }),
      ).join('\n'),
    );
    const markdown = await renderReport(doc, { catalog, resultsDir: dir, maxDiagnostics: 50 });
    assertInert(markdown);
    expect(markdown).toContain('First failing items');
  });

  it('keeps terminal escape sequences out of the text report', () => {
    const doc = hostileDoc();
    doc.suites[0]!.id = 'evil\u001b]0;pwned\u0007\u001b[31m';
    const text = renderText(doc, catalog);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });
});
