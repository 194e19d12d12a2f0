// Reads each pickle named on the command line as the CLI reads one, and prints for each how long
// it took and how it ended, then the process's peak resident memory: pickle-bounds.slow.test.ts
// runs it as a child so that the memory measured is the reader's alone.
import { readFileSync } from 'node:fs';
import { readPickle } from '../../src/benchmarks/hurricane/pickle.js';

const reads = [];
for (const file of process.argv.slice(2)) {
  const started = performance.now();
  const read = await readPickle(readFileSync(file));
  reads.push({ file, ms: performance.now() - started, outcome: read.ok ? 'read' : read.message });
}
// maxRSS is in KiB.
process.stdout.write(`${JSON.stringify({ reads, peakBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
