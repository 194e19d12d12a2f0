// Examples that run (issue #17 part 5): every config and workflow snippet in README.md and docs/ is
// a file (examples/*.config.*, docs/workflows/*.yml) embedded by `npm run docs`, never typed into
// the markdown. Each config is valid here and is run through `bench-check run` on the bundled
// fixtures in examples.e2e.test.ts (the CLI as a process); each workflow is checked by
// tests/workflows.test.ts (triggers, permissions, pinning).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedFiles, exampleConfigFiles, loadConfigFile, markdownFiles } from '../../scripts/docs.js';
import { validateValue } from '../../src/schemas/registry.js';
import { REPO_ROOT } from '../helpers.js';

const read = (f: string) => readFileSync(path.join(REPO_ROOT, f), 'utf8');
const CONFIGS = exampleConfigFiles();
const WORKFLOWS = readdirSync(path.join(REPO_ROOT, 'docs/workflows'))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => `docs/workflows/${f}`);

/** A fenced block's text looks like a config or a workflow (not a command line or a protocol body). */
const CONFIG_OR_WORKFLOW = /"suites"|^\s*suites:|"benchmark"|^\s*benchmark:|"gate"|^\s*gate:|^\s*uses:|^\s*-\s+uses:|^\s*jobs:|runs-on:/m;

function fences(markdown: string): { lang: string; body: string; embedded: string | null }[] {
  const out: { lang: string; body: string; embedded: string | null }[] = [];
  const re = /(?:<!-- file: (\S+) -->\n)?```([\w-]*)\n([\s\S]*?)\n```/g;
  for (const m of markdown.matchAll(re)) out.push({ embedded: m[1] ?? null, lang: m[2]!, body: m[3]! });
  return out;
}

describe('snippets in README.md and docs/ are files that a test runs or checks', () => {
  it.each(markdownFiles())('%s: every config or workflow block is an embedded example file', (file) => {
    for (const block of fences(read(file))) {
      if (block.embedded !== null) continue;
      expect(CONFIG_OR_WORKFLOW.test(block.body), `${file}: a config or workflow typed into the docs; put it in examples/ and embed it (<!-- file: … -->, npm run docs):\n${block.body}`).toBe(false);
    }
  });

  it('every embedded file is an example config run below or a workflow checked by tests/workflows.test.ts', () => {
    const embedded = markdownFiles().flatMap((f) => embeddedFiles(read(f)));
    expect(embedded.length).toBeGreaterThanOrEqual(4);
    for (const f of embedded) expect([...CONFIGS, ...WORKFLOWS], f).toContain(f);
  });

  it('every example config is shown or linked somewhere in the docs', () => {
    const docs = markdownFiles().map(read).join('\n') + read('docs/config.md');
    for (const f of CONFIGS) expect(docs.includes(f) || docs.includes(path.basename(f)), f).toBe(true);
  });
});

describe.each(CONFIGS)('%s', (file) => {
  it('is valid against schemas/config.schema.json', () => {
    expect(validateValue('config', loadConfigFile(file))).toEqual([]);
  });
});
