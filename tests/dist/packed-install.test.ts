// What a user gets from `npm i bench-check` / `npx bench-check` (issue #17): the tarball that
// `npm publish` would upload, installed into an empty folder without dev dependencies and without
// network, then run there. It fails when the package pulls in any dependency, when npm warns
// (EBADENGINE, deprecations, …) or when a file the CLI or the action needs is not packed.
//
// Runs in `npm run test:dist` only (vitest.dist.config.ts; vitest.config.ts excludes tests/dist/):
// it packs the committed dist/, which must be up to date (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, tempDir } from '../helpers.js';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: readonly string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The files every packed version must hold: the bundles, what the demo run reads, the docs. */
const REQUIRED = [
  'package.json',
  'LICENSE',
  'README.md',
  'CHANGELOG.md',
  'action.yml',
  'dist/index.js',
  'dist/cli/index.js',
  'dist/licenses.txt',
  'schemas/config.schema.json',
  'schemas/results.schema.json',
  'fixtures/demo.config.json',
  'fixtures/baseline/results.json',
  'docs/config.md',
  'docs/gate.md',
];

describe('the packed tarball installed into an empty folder (no dev dependencies, offline)', () => {
  let work: string;
  let app: string;
  let env: Record<string, string>;
  let files: string[];
  let install: Run;

  beforeAll(async () => {
    work = tempDir('bench-check-pack-');
    app = path.join(work, 'app');
    mkdirSync(app);
    // A package.json of its own, so npm does not look for a project in the folders above.
    writeFileSync(path.join(app, 'package.json'), `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2)}\n`);
    env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? work,
      // An empty cache and offline: the package must install from the tarball alone.
      npm_config_cache: path.join(work, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      SOURCE_DATE_EPOCH: '1700000000',
      // The test file's temporary folder (tests/setup.ts), removed after it: npm's own temporary files.
      TMPDIR: os.tmpdir(),
    };
    const packed = await run(NPM, ['pack', '--json', '--ignore-scripts', '--pack-destination', work], REPO_ROOT, env);
    expect(packed.code, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
    files = info.files.map((f) => f.path).sort();
    const tarball = path.join(work, info.filename);
    install = await run(NPM, ['install', '--omit=dev', '--no-audit', '--no-fund', '--offline', tarball], app, env);
  }, 300_000);

  it('packs the bundles, schemas, fixtures, action.yml, LICENSE, README, CHANGELOG and docs; no sources or tests', () => {
    for (const f of REQUIRED) expect(files, f).toContain(f);
    expect(files.filter((f) => /^(src|tests|bench|scripts|node_modules|\.github|\.ci)\//.test(f))).toEqual([]);
  });

  it('installs without a warning and without any dependency', () => {
    expect(install.code, install.stderr).toBe(0);
    expect(install.stderr, 'npm printed a warning (EBADENGINE, deprecated, …)').not.toMatch(/warn|ERR/i);
    expect(install.stdout).not.toMatch(/warn/i);
    const entries = readdirSync(path.join(app, 'node_modules')).filter((e) => e !== '.bin' && e !== '.package-lock.json');
    expect(entries, 'node_modules/ holds only bench-check').toEqual([pkg.name]);
    expect(existsSync(path.join(app, 'node_modules', pkg.name, 'node_modules')), 'no nested dependencies').toBe(false);
  });

  it('npm ls: bench-check at this version and nothing under it', async () => {
    const ls = await run(NPM, ['ls', '--json', '--all'], app, env);
    expect(ls.code, ls.stderr).toBe(0);
    const tree = JSON.parse(ls.stdout) as { dependencies?: Record<string, { version: string; dependencies?: object }> };
    expect(Object.keys(tree.dependencies ?? {})).toEqual([pkg.name]);
    expect(tree.dependencies![pkg.name]!.version).toBe(pkg.version);
    expect(tree.dependencies![pkg.name]!.dependencies ?? {}).toEqual({});
  });

  it('npx bench-check --version and --help', async () => {
    const version = await run(NPX, ['--no', '--', 'bench-check', '--version'], app, env);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(pkg.version);
    const help = await run(NPX, ['--no', '--', 'bench-check', '--help'], app, env);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout + help.stderr).toMatch(/\brun\b/);
    expect(help.stdout + help.stderr).toMatch(/\bcompare\b/);
    expect(help.stderr).not.toMatch(/npm warn/i);
  });

  it('npx bench-check run without a config is exit 2 naming what to do; run --demo scores the bundled demo and passes its gate', async () => {
    const none = await run(NPX, ['--no', '--', 'bench-check', 'run'], app, env);
    expect(none.code, none.stdout + none.stderr).toBe(2);
    expect(none.stderr).toMatch(/no config file: looked for bench\.config\.json, bench\.config\.yml, bench\.config\.yaml/);
    expect(none.stderr).toMatch(/bench-check init/);
    const r = await run(NPX, ['--no', '--', 'bench-check', 'run', '--demo'], app, env);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/npm warn/i);
    // The report (stdout since issue #16; stderr before) ends with the verdict.
    expect(r.stdout + r.stderr).toMatch(/verdict pass/);
    const doc = JSON.parse(readFileSync(path.join(app, 'bench-results/results.json'), 'utf8')) as { verdict: string; suites: { id: string; status: string }[] };
    expect(doc.verdict).toBe('pass');
    expect(doc.suites.length).toBeGreaterThanOrEqual(7);
    for (const s of doc.suites) expect(s.status, s.id).toBe('ok');
  });

  it('the action bundle runs from the installed package (score mode, demo config)', async () => {
    const ws = path.join(work, 'workspace');
    mkdirSync(ws);
    const files = { GITHUB_OUTPUT: path.join(ws, 'github-output'), GITHUB_STEP_SUMMARY: path.join(ws, 'summary.md') };
    for (const f of Object.values(files)) writeFileSync(f, '');
    const r = await run(process.execPath, [path.join(app, 'node_modules', pkg.name, 'dist/index.js')], ws, {
      ...env,
      ...files,
      GITHUB_WORKSPACE: ws,
      RUNNER_TEMP: ws,
      INPUT_MODE: 'score',
      INPUT_CONFIG: 'demo',
      'INPUT_RESULTS-PATH': 'bench-results/results.json',
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(readFileSync(files.GITHUB_OUTPUT, 'utf8')).toMatch(/^final-score<</m);
    expect(existsSync(path.join(ws, 'bench-results/results.json'))).toBe(true);
  });

  it('offers no programmatic API: import is refused, the JSON Schemas resolve', async () => {
    const script = [
      `import { createRequire } from 'node:module';`,
      `const require = createRequire(import.meta.url);`,
      `console.log(require.resolve('${pkg.name}/schemas/results.schema.json'));`,
      `try { await import('${pkg.name}'); console.log('imported'); } catch (e) { console.log(e.code); }`,
    ].join('\n');
    writeFileSync(path.join(app, 'probe.mjs'), script);
    const r = await run(process.execPath, ['probe.mjs'], app, env);
    expect(r.code, r.stderr).toBe(0);
    const [resolved, imported] = r.stdout.trim().split('\n');
    expect(resolved).toBe(path.join(app, 'node_modules', pkg.name, 'schemas/results.schema.json'));
    expect(imported).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });
});
