// A module exports what other modules use: those of src/, and the scripts and benchmarks that
// drive it (scripts/, bench/). A test reaches a module through those exports, so that what it
// holds is what a caller relies on, and an export nobody calls is seen as dead. The values
// exported for tests alone are listed below, each group with why; the list may only shrink.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers.js';
import { unimportedExports } from './exports-scan.js';

const EXPORTED_FOR_TESTS: readonly { why: string; exports: readonly string[] }[] = [
  {
    why: 'a fault no test can cause from outside: a full disk, the reference path switched in this thread, a test without a finite p (no document a run reads can give one)',
    exports: [
      'src/benchmarks/transitlm/reference/mode.ts#useReferencePath',
      'src/core/atomic.ts#redirectTemporaryWrites',
      'src/gate/index.ts#statisticsFailures',
    ],
  },
  {
    why: 'imported by a path given at run time, which the scan cannot follow: src/core/source-worker.mjs (runWorkerThread), bench/support/ab-stations.ts (loadStations of this build and of another)',
    exports: ['src/benchmarks/transitlm/stations/load.ts#loadStations', 'src/core/threads.ts#runWorkerThread'],
  },
  {
    why: 'a limit a test crosses by one: the test reads the value where it is defined',
    exports: [
      'src/benchmarks/hurricane/pickle-values.ts#MAX_TEXT_BYTES',
      'src/benchmarks/imported/lm-eval.ts#SAMPLE_LINE_MAX_CHARS',
      'src/benchmarks/transitlm/input/csv-reader.ts#MAX_LINE_BYTES',
      'src/benchmarks/transitlm/tasks/general/remote.ts#DEFAULT_MAX_RESPONSE_BYTES',
      'src/benchmarks/transitlm/tasks/row.ts#MAX_JSON_CELL_CHARS',
      'src/core/diagnostics.ts#MAX_DIAGNOSTICS_PER_SUITE',
      'src/gate/items.ts#PAIRED_SHARE',
      'src/github/history.ts#MAX_HISTORY_DOCUMENT_BYTES',
    ],
  },
  {
    why: 'a statistic checked on its own against its reference (statsmodels, NumPy), which its callers give only in part (a p-value, a median)',
    exports: [
      'src/gate/stats.ts#newcombeInterval',
      'src/gate/stats.ts#wilsonInterval',
      'src/results/usage.ts#percentile',
    ],
  },
  {
    why: 'the flood memory ports the two memories of the reference simulation: states no household reaches today (a full working memory, a copy holding every past event, the stored importance of the initial events) are held on the classes, so that the port stays the same as the reference',
    exports: ['src/benchmarks/flood/memory.ts#CognitiveMemory', 'src/benchmarks/flood/memory.ts#SimpleMemory'],
  },
];

describe('exports of src/', () => {
  const found = unimportedExports(REPO_ROOT, ['scripts', 'bench']);
  const listed = EXPORTED_FOR_TESTS.flatMap((g) => g.exports);

  it('the scan lists a value only tests import, and not one another module or a script imports', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'exports-scan-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write(
        'src/a.ts',
        'export const used = 1;\nexport function tested() {}\nexport class Scripted {}\nexport type T = 1;\n',
      );
      write('src/b/c.ts', "import { used } from '../a.js';\nexport const viaStar = used;\nexport const lazy = 2;\n");
      write('src/d.ts', "export * from './b/c.js';\nexport const late = async () => (await import('./e.js')).e;\n");
      write('src/e.ts', 'export const e = 3;\n');
      write('scripts/s.ts', "import { Scripted } from '../src/a.js';\nimport { late } from '../src/d.js';\n");
      write('tests/t.test.ts', "import { tested } from '../src/a.js';\n");
      expect(unimportedExports(root, ['scripts'])).toEqual(['src/a.ts#tested']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // compareDocuments is imported by gate/index.ts: a scan that read no import would list it.
    expect(found).not.toContain('src/gate/compare.ts#compareDocuments');
  });

  it('every value a module exports is imported by another module, or listed here with why', () => {
    expect(found.filter((x) => !listed.includes(x))).toEqual([]);
  });

  it('the list holds nothing that another module imports now, or that is gone (it only shrinks)', () => {
    expect(listed.filter((x) => !found.includes(x))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
