// The golden diff of issue #26: what the CLI writes for the demo, the TransitLM conformance
// examples, shards and merge, compare, history and validate (scripts/golden-outputs.ts) must stay
// byte for byte what tests/report/golden/ holds. After a deliberate change of an output, rewrite
// them with `UPDATE_GOLDEN=1 npx vitest run tests/report/golden-outputs.e2e.test.ts` and read the diff.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordOutputs, SOURCE_DATE_EPOCH } from '../../scripts/golden-outputs.js';
import { REPO_ROOT, runCli } from '../helpers.js';

const GOLDEN = path.join(REPO_ROOT, 'tests/report/golden');

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory()
        ? filesUnder(full, base)
        : [path.relative(base, full).split(path.sep).join('/')];
    });
}

describe('golden outputs of the CLI (issue #26: the same bytes before and after)', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'bench-golden-out-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('every output equals its golden file', { timeout: 600_000 }, async () => {
    await recordOutputs((args, cwd) => runCli(args, { cwd, env: { SOURCE_DATE_EPOCH } }), out);
    const made = filesUnder(out);
    expect(made.length).toBeGreaterThan(100);
    if (process.env.UPDATE_GOLDEN === '1') {
      rmSync(GOLDEN, { recursive: true, force: true });
      for (const f of made) {
        mkdirSync(path.dirname(path.join(GOLDEN, f)), { recursive: true });
        writeFileSync(path.join(GOLDEN, f), readFileSync(path.join(out, f)));
      }
    }
    expect(made).toEqual(filesUnder(GOLDEN));
    const differing = made.filter((f) => !readFileSync(path.join(out, f)).equals(readFileSync(path.join(GOLDEN, f))));
    // One soft assertion per differing file, so the diff shows what changed in each.
    for (const f of differing)
      expect.soft(readFileSync(path.join(out, f), 'utf8'), f).toBe(readFileSync(path.join(GOLDEN, f), 'utf8'));
  });
});
