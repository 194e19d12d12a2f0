// `npm run bench`: runs every bench/<name>.ts as its own process (so each peak RSS is its own)
// and prints what each reports. BENCH_ONLY=hurricane,flood limits the set.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .filter((f) => !only || only.includes(f.replace(/\.ts$/, '')))
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${script.replace(/\.ts$/, '')} ==`);
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
  console.log(`(${script} finished in ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${r.status})`);
  if (r.status !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
