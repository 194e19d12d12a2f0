// The order vitest starts the test files in (vitest.config.ts `sequence.sequencer`): each project's
// files longest first, so that two workers finish together instead of one running a long file
// alone at the end. Vitest's own sequencer orders by the durations of the last run in this
// checkout (node_modules/.vite/vitest/), and by file size without them: in a fresh clone, as in
// CI, a short file of a long test (100 lines, 16 s) started last and the suite took ≈ 20 s more.
// So a file without a recorded duration is given the one measured here, or none.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds, measured on the 2-core machine (docs/maintainers.md "How long the tests take"): the files of 5 s or more. */
const MEASURED_S: Readonly<Record<string, number>> = {
  'tests/flood/repeats-gate.slow.test.ts': 16,
  'tests/report/html.slow.test.ts': 15,
  'tests/github/slow-link.e2e.test.ts': 12,
  'tests/transitlm/golden.slow.test.ts': 12,
  'tests/action/local-action.e2e.test.ts': 11,
  'tests/transitlm/threads.slow.test.ts': 11,
  'tests/items/readers-stop.e2e.test.ts': 10,
  'tests/cli/progress.e2e.test.ts': 8,
  'tests/cli/bad-inputs.e2e.test.ts': 9,
  'tests/report/results-fuzz.property.slow.test.ts': 8,
  'tests/github/action.e2e.test.ts': 8,
  'tests/github/proxy.e2e.test.ts': 7,
  'tests/gate/repeats-power.slow.test.ts': 7,
  'tests/github/history.e2e.test.ts': 7,
  'tests/property/adversarial.property.slow.test.ts': 6,
  'tests/cli/terminal-report.e2e.test.ts': 6,
  'tests/action/results-limits.e2e.test.ts': 6,
  'tests/hurricane/asbench-cli.e2e.test.ts': 6,
  'tests/cli/merge.e2e.test.ts': 5,
  'tests/report/golden-outputs.e2e.test.ts': 5,
  'tests/flood/openai.test.ts': 5,
};

export class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const relativeOf = (f: TestSpecification) => path.relative(root, f.moduleId).split(path.sep).join('/');
    const recorded = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relativeOf(f)}`);
    const durationMs = (f: TestSpecification) => recorded(f)?.duration ?? (MEASURED_S[relativeOf(f)] ?? 0) * 1000;
    const failed = (f: TestSpecification) => recorded(f)?.failed === true;
    const size = (f: TestSpecification) => this.ctx.cache.getFileStats(`${f.project.name}:${relativeOf(f)}`)?.size ?? 0;
    const sorted = [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      // What failed last time first, as vitest does; then the longest; then the largest.
      if (failed(a) !== failed(b)) return failed(a) ? -1 : 1;
      return durationMs(b) - durationMs(a) || size(b) - size(a);
    });
    return Promise.resolve(sorted);
  }
}
