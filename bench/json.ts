// The JSON reader's memory (issue #29 item 2): documents read whole are checked against the
// limits before they are parsed, no syntax tree is built, a schema's errors are capped. Each
// document is read in a process of its own (its own peak RSS, every thread and the node binary
// included) and must stay under BUDGET_MIB, whatever it holds; before this, a results document
// of 60 million zeros took 4.6 GB and 173 s and ended in a V8 heap error.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'bench-json-'));
const BUDGET_MIB = 1024;
const baseline = JSON.parse(readFileSync(path.join(here, '../fixtures/baseline/results.json'), 'utf8')) as {
  suites: unknown[];
};

/** A file's text: `head`, then `count` times `item` joined by commas, then `tail`. */
interface Repeated {
  head: string;
  item: string;
  count: number;
  tail: string;
}

/** Writes the repeated text into `name`, in 1 MiB writes. */
function write(name: string, { head, item, count, tail }: Repeated): string {
  const file = path.join(dir, name);
  const fd = openSync(file, 'w');
  writeSync(fd, head);
  const perBlock = Math.max(1, Math.floor((1 << 20) / (item.length + 1)));
  for (let done = 0; done < count; done += perBlock) {
    const n = Math.min(perBlock, count - done);
    writeSync(fd, (done === 0 ? '' : ',') + new Array(n).fill(item).join(','));
  }
  writeSync(fd, tail);
  closeSync(fd);
  return file;
}

/** A results document whose suites array holds `count` copies of `suite`. */
const results = (name: string, suite: string, count: number) => {
  const text = JSON.stringify({ ...baseline, suites: ['@'] });
  const [head, tail] = text.split('"@"') as [string, string];
  return write(name, { head, item: suite, count, tail });
};

const cases: { name: string; file: () => string; schema: string }[] = [
  {
    name: 'results: 60 million zeros (the 138 KB zip of the issue)',
    file: () => results('zeros.json', '0', 60_000_000),
    schema: 'results',
  },
  {
    name: 'results: 30 million zeros (just under 64 MiB)',
    file: () => results('zeros-64.json', '0', 33_000_000),
    schema: 'results',
  },
  {
    name: 'results: 1.9 million empty suites (schema errors capped)',
    file: () => results('empty-suites.json', '{}', 1_900_000),
    schema: 'results',
  },
  {
    name: 'results: 2 000 real suites (valid, ≈ 20 MB)',
    file: () => results('real.json', JSON.stringify(baseline.suites[0]), 2_000),
    schema: 'results',
  },
  {
    name: 'any JSON: 1.9 million empty objects, no schema',
    file: () => write('objects.json', { head: '[', item: '{}', count: 1_900_000, tail: ']' }),
    schema: 'none',
  },
  {
    name: 'any JSON: 60 MB of strings, no schema',
    file: () => write('strings.json', { head: '[', item: `"${'s'.repeat(1000)}"`, count: 60_000, tail: ']' }),
    schema: 'none',
  },
  {
    name: 'any JSON: nested a million levels deep',
    file: () => write('deep.json', { head: '', item: '[', count: 1, tail: '['.repeat(1_000_000) }),
    schema: 'none',
  },
];

let over = 0;
for (const c of cases) {
  const file = c.file();
  const mb = statSync(file).size / 1e6;
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'support/json-case.ts'), file, c.schema], {
    encoding: 'utf8',
  });
  rmSync(file);
  if (r.status !== 0) {
    console.log(
      `json reader: ${c.name}: the process failed (exit ${r.status}): ${r.stderr.split('\n').slice(0, 3).join(' ')}`,
    );
    over += 1;
    continue;
  }
  const { outcome, seconds, peakMiB } = JSON.parse(r.stdout) as { outcome: string; seconds: number; peakMiB: number };
  if (peakMiB > BUDGET_MIB) over += 1;
  console.log(
    `json reader: ${c.name}: ${mb.toFixed(1)} MB, ${seconds.toFixed(2)} s, peak ${peakMiB.toFixed(0)} MiB${peakMiB > BUDGET_MIB ? ` (over the ${BUDGET_MIB} MiB budget)` : ''} → ${outcome}`,
  );
}
rmSync(dir, { recursive: true, force: true });
if (over > 0) {
  console.log(`json reader: ${over} case(s) failed or went over ${BUDGET_MIB} MiB`);
  process.exitCode = 1;
}
