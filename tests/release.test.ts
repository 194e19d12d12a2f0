// The release flow (issue #17 part 3): CHANGELOG.md in Keep a Changelog form with a section for the
// package's version, the script that cuts a section out as release notes, the release workflow's
// checks and least privilege, and the Node versions CI tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changelogSection } from '../scripts/changelog-section.js';
import { repositorySlug } from '../scripts/docs.js';
import { runNode } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  version: string;
  engines: { node: string };
  dependencies?: object;
  files: string[];
};
const changelog = read('CHANGELOG.md');

describe('CHANGELOG.md (Keep a Changelog 1.1.0)', () => {
  const headings = [...changelog.matchAll(/^## \[([^\]]+)\](.*)$/gm)].map((m) => ({ version: m[1]!, rest: m[2]! }));

  it('starts with an Unreleased section, then released versions, newest first, each with a date', () => {
    expect(changelog).toMatch(/^# Changelog\n/);
    expect(changelog).toContain('https://keepachangelog.com/en/1.1.0/');
    expect(headings[0]).toEqual({ version: 'Unreleased', rest: '' });
    const released = headings.slice(1);
    expect(released.length).toBeGreaterThan(0);
    for (const h of released) {
      expect(h.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(h.rest).toMatch(/^ - \d{4}-\d{2}-\d{2}$/);
    }
    const key = (v: string) =>
      v
        .split('.')
        .map(Number)
        .reduce((a, n) => a * 1000 + n, 0);
    expect(released.map((h) => key(h.version))).toEqual(released.map((h) => key(h.version)).sort((a, b) => b - a));
  });

  it('uses only the Keep a Changelog kinds of change', () => {
    for (const m of changelog.matchAll(/^### (.+)$/gm))
      expect(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']).toContain(m[1]);
  });

  it("has a section for package.json's version and a link for every section, on this repository", () => {
    expect(headings.map((h) => h.version)).toContain(pkg.version);
    const slug = repositorySlug();
    for (const h of headings) {
      const link = new RegExp(
        `^\\[${h.version.toLowerCase().replace(/\./g, '\\.')}\\]: https://github\\.com/${slug.replace(/[./]/g, '\\$&')}/`,
        'm',
      );
      expect(changelog, `link definition for [${h.version}]`).toMatch(link);
    }
  });
});

describe('scripts/changelog-section.ts', () => {
  const text =
    '# Changelog\n\n## [Unreleased]\n\n- next\n\n## [1.2.0] - 2026-01-02\n\n### Added\n\n- a\n\n## [1.1.0] - 2026-01-01\n\n- b\n\n[unreleased]: https://x/compare\n[1.2.0]: https://x/1.2.0\n';

  it('cuts out one version, without its heading, up to the next section or the link definitions', () => {
    expect(changelogSection(text, '1.2.0')).toBe('### Added\n\n- a');
    expect(changelogSection(text, 'v1.1.0')).toBe('- b');
    expect(changelogSection(text, '1.0.0')).toBeNull();
    expect(changelogSection(text, '1.2')).toBeNull();
    expect(changelogSection('## [1.0.0] - 2026-01-01\n\n## [0.9.0]\n', '1.0.0')).toBeNull();
  });

  it('prints the section of the current version, and exits 1 naming the version when there is none', async () => {
    const ok = await runNode(path.join(ROOT, 'scripts/changelog-section.ts'), [`v${pkg.version}`]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout.trim()).toBe(changelogSection(changelog, pkg.version));
    const missing = await runNode(path.join(ROOT, 'scripts/changelog-section.ts'), ['99.0.0']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('## [99.0.0]');
  });
});

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: unknown;
  jobs: Record<string, { permissions?: unknown; steps: Step[]; strategy?: { matrix?: Record<string, unknown> } }>;
}

describe('.github/workflows/release.yml', () => {
  const text = read('.github/workflows/release.yml');
  const wf = parse(text) as Workflow;
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
  const script = steps.map((s) => s.run ?? '').join('\n');

  it('runs on vX.Y.Z tags only, with contents: write and nothing else', () => {
    expect(Object.keys(wf.on)).toEqual(['push']);
    expect(wf.on.push).toEqual({ tags: ['v*.*.*'] });
    expect(wf.permissions).toEqual({ contents: 'write' });
    for (const job of Object.values(wf.jobs)) expect(job.permissions).toBeUndefined();
  });

  it('checks the tag against package.json, rebuilds dist/ and fails on a difference, before releasing', () => {
    const index = (pattern: RegExp) => steps.findIndex((s) => pattern.test(s.run ?? ''));
    const checks = [
      index(/require\('\.\/package\.json'\)\.version/),
      index(/scripts\/changelog-section\.ts/),
      index(/git diff --exit-code[^\n]*dist/),
    ];
    const release = index(/gh release create/);
    for (const i of checks) expect(i).toBeGreaterThanOrEqual(0);
    expect(release).toBeGreaterThan(Math.max(...checks));
    expect(script).toMatch(/npm run build/);
    expect(script).toMatch(/--notes-file/);
    expect(steps[release]!.env?.GH_TOKEN).toBe('${{ github.token }}');
  });

  it('moves the major tag after the release', () => {
    expect(script).toMatch(/git tag -f "\$MAJOR"/);
    expect(script).toMatch(/git push -f origin "refs\/tags\/\$MAJOR"/);
    expect(text).toMatch(/major=v\$\{version%%\.\*\}/);
  });

  it('pins third-party actions by full commit SHA with the version in a comment', () => {
    for (const line of text.split('\n').filter((l) => /^\s*(-\s+)?uses:/.test(l))) {
      expect(line).toMatch(/uses:\s*[\w.-]+\/[\w./-]+@[0-9a-f]{40}\s+#\s*v\d+(\.\d+)*\s*$/);
    }
  });
});

describe('Node versions', () => {
  it('package.json supports Node 20.19+ and has no runtime dependencies', () => {
    expect(pkg.engines.node).toBe('>=20.19');
    expect(Object.keys(pkg.dependencies ?? {})).toEqual([]);
  });

  it('the test workflow runs the suite on Node 22 and 24', () => {
    const wf = parse(read('.github/workflows/test.yml')) as Workflow;
    expect(wf.jobs.test!.strategy?.matrix?.['node-version']).toEqual([22, 24]);
    const setup = wf.jobs.test!.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['node-version']).toBe('${{ matrix.node-version }}');
    expect(wf.jobs.test!.steps.map((s) => s.run)).toEqual(expect.arrayContaining(['npm test', 'npm run test:dist']));
  });

  it('the action runs on node24 and the README names the supported and tested versions', () => {
    expect((parse(read('action.yml')) as { runs: { using: string } }).runs.using).toBe('node24');
    const readme = read('README.md');
    expect(readme).toMatch(/20\.19 or later/);
    expect(readme).toMatch(/CI runs the tests on Node 22 and 24/);
  });
});
