// References generated, never hand-copied (issue #17 part 4): the README's action inputs/outputs
// tables (from action.yml), docs/config.md (from the config schema), the example files embedded in
// README.md and docs/*.md, and the README's links (absolute, so they work on the npm registry's
// page). `npm run docs` (scripts/docs.ts) writes them all; this test fails while one is stale.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  absoluteLinks,
  actionTables,
  embeddedFiles,
  generated,
  markdownFiles,
  repositorySlug,
} from '../scripts/docs.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');

describe('generated references (npm run docs)', () => {
  const expected = generated();

  it.each([...expected.keys()])('%s is up to date (else: run npm run docs)', (file) => {
    expect(existsSync(path.join(ROOT, file)), `${file} is missing: run npm run docs`).toBe(true);
    // Not toEqual on the texts: a stale file should say what to do, not print two long documents.
    expect(read(file) === expected.get(file), `${file} is out of date: run npm run docs`).toBe(true);
  });

  it('the README has the inputs and outputs tables between their markers', () => {
    const readme = read('README.md');
    const { inputs, outputs } = actionTables();
    expect(readme).toContain(`<!-- inputs:start -->\n${inputs}\n<!-- inputs:end -->`);
    expect(readme).toContain(`<!-- outputs:start -->\n${outputs}\n<!-- outputs:end -->`);
  });

  it('README links become absolute: pages on github.com, folders as tree/, images from raw.githubusercontent.com', () => {
    const text = absoluteLinks(
      '[a](docs/gate.md#threat-model) [b](docs/workflows/) ![c](docs/images/x.png) [d](#local) [e](https://example.com/x)',
      'o/r',
    );
    expect(text).toBe(
      '[a](https://github.com/o/r/blob/main/docs/gate.md#threat-model) [b](https://github.com/o/r/tree/main/docs/workflows) ![c](https://raw.githubusercontent.com/o/r/main/docs/images/x.png) [d](#local) [e](https://example.com/x)',
    );
    expect(absoluteLinks(text, 'p/q')).toBe(text.replaceAll('o/r', 'p/q'));
  });

  it('a new input in action.yml changes the README table (the check is not vacuous)', () => {
    const text = read('action.yml').replace(
      /^inputs:\n/m,
      "inputs:\n  brand-new:\n    description: A new input.\n    required: false\n    default: 'x'\n",
    );
    expect(actionTables(text).inputs).toContain('`brand-new`');
    expect(actionTables(text).inputs).not.toBe(actionTables().inputs);
  });

  it('docs/config.md names every key of the config and suite schemas', () => {
    const doc = read('docs/config.md');
    const keys = (file: string) => Object.keys((JSON.parse(read(file)) as { properties: object }).properties);
    for (const k of keys('schemas/config.schema.json')) expect(doc, k).toContain(`\`${k}\``);
    for (const bench of ['hurricane', 'transitlm', 'flood']) {
      expect(doc).toContain(`\`benchmark: "${bench}"\``);
      for (const k of keys(`schemas/${bench}-suite.schema.json`))
        expect(doc, `${bench}: ${k}`).toContain(`\`suites[].${k}\``);
    }
    for (const k of ['gate.level', 'gate.baseline.source', 'gate.rules[].fail.maxDrop'])
      expect(doc).toContain(`\`${k}\``);
  });
});

describe('the action metadata (action.yml) is complete', () => {
  const action = parse(read('action.yml')) as {
    inputs: Record<string, { description?: string; default?: unknown; required?: boolean }>;
    outputs: Record<string, { description?: string }>;
  };
  it.each(Object.entries(action.inputs))(
    'input %s: described, with a default (an empty default says what applies)',
    (_, input) => {
      expect(input.description?.trim()).toBeTruthy();
      expect(input.required, 'optional: every input has a default').not.toBe(true);
      expect(typeof input.default).toBe('string');
      if (input.default === '')
        expect(input.description, 'an empty default: the description says what applies').toMatch(/default/i);
    },
  );
  it.each(Object.entries(action.outputs))('output %s is described', (_, output) => {
    expect(output.description?.trim()).toBeTruthy();
  });
});

describe('README links work on the npm registry page', () => {
  const readme = read('README.md');
  const slug = repositorySlug();

  it('links to repository files are absolute URLs on the main branch of package.json repository, to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      if (link.startsWith('#')) continue;
      expect(link, 'a relative link breaks on the registry page (npm run docs makes it absolute)').toMatch(
        /^https?:\/\//,
      );
      const m =
        /^https:\/\/(?:github\.com\/([\w.-]+\/[\w.-]+)\/(?:blob|tree)|raw\.githubusercontent\.com\/([\w.-]+\/[\w.-]+))\/main\/([^#]+)/.exec(
          link,
        );
      if (!m) continue;
      expect(m[1] ?? m[2], link).toBe(slug);
      expect(existsSync(path.join(ROOT, decodeURIComponent(m[3]!))), `${link}: no such file`).toBe(true);
    }
  });

  it('the action is named by the same repository everywhere (uses: OWNER/NAME@…)', () => {
    const files = [...markdownFiles(), ...embeddedFiles(readme)];
    for (const file of files) {
      for (const m of read(file).matchAll(/([\w.-]+\/bench-action)@/g)) expect(m[1], `${file}: ${m[0]}`).toBe(slug);
    }
  });
});
