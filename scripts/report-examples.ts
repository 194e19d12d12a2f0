// The three PR comments the README shows (issue #16): the unchanged demo run, a run with a
// regression, and a first run without a baseline — made from the bundled fixtures with the built
// CLI (from src/, so the pictures follow the code), written as markdown to OUT_DIR. `scripts/report-screenshots.sh` renders them to PNG.
//
//   node --import tsx scripts/report-examples.ts OUT_DIR
//
// The regression is made by raising the committed demo baseline, not by breaking the fixtures:
// hurricane-trips' baseline final score +5.5 points and change_rate_score +6 (both past their
// fail thresholds).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? 'docs/images');
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-check-examples-'));
mkdirSync(out, { recursive: true });
const cli = ['--import', import.meta.resolve('tsx'), path.join(root, 'src/cli/index.ts')];

function run(args: string[], cwd = root): void {
  try {
    execFileSync(process.execPath, [...cli, ...args, '--quiet'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    // Exit 1 (regressed) is what the regression example is for; anything else is a failure.
    if ((error as { status?: number }).status !== 1) throw error;
  }
}

// 1. The demo run, unchanged against its committed baseline.
const current = path.join(work, 'current/results.json');
run(['run', '--demo', '--out', current, '--markdown', path.join(out, 'comment-demo.md')]);

// 2. A regression: the same run against a raised baseline.
const baseDir = path.join(work, 'baseline');
cpSync(path.join(root, 'fixtures/baseline'), baseDir, { recursive: true });
// Only the fields changed here are typed: the rest of the document is written back as it was read.
const baseline = JSON.parse(readFileSync(path.join(baseDir, 'results.json'), 'utf8')) as {
  suites: { id: string; finalScore: number; metrics: { change_rate_score: { value: number } } }[];
};
for (const suite of baseline.suites) {
  if (suite.id === 'hurricane-trips') {
    suite.finalScore = Math.min(100, suite.finalScore + 5.2); // a drop just over the 5-point threshold
    suite.metrics.change_rate_score.value += 6;
  }
}
writeFileSync(path.join(baseDir, 'results.json'), `${JSON.stringify(baseline, null, 2)}\n`);
run(
  [
    'compare',
    '--baseline',
    'baseline/results.json',
    '--current',
    current,
    '--markdown',
    path.join(out, 'comment-regression.md'),
  ],
  work,
);

// 3. A first run: the demo config (in the fixtures folder its paths are relative to) with no baseline file yet.
const config = JSON.parse(readFileSync(path.join(root, 'fixtures/demo.config.json'), 'utf8')) as { gate?: object };
config.gate = {
  ...config.gate,
  baseline: { source: 'file', path: '.bench/first-run-baseline.json' },
  onMissingBaseline: 'warn',
};
const configFile = path.join(root, 'fixtures/.first-run.config.json');
writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
try {
  run([
    'run',
    '--config',
    'fixtures/.first-run.config.json',
    '--out',
    path.join(work, 'first/results.json'),
    '--markdown',
    path.join(out, 'comment-first-run.md'),
  ]);
} finally {
  rmSync(configFile, { force: true });
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(
  `wrote ${['comment-demo.md', 'comment-regression.md', 'comment-first-run.md'].map((f) => path.join(out, f)).join(', ')}\n`,
);
