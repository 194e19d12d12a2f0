// Preloaded with `node --import` into a command under test: at exit, writes the process's peak
// resident memory (KiB, every thread included) to $BENCH_RSS_FILE.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE) writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));
});
