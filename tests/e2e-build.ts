// Vitest globalSetup (vitest.config.ts): compiles src/ once per test run for the end-to-end tests,
// which then start the CLI and the action from that build (tests/helpers.ts, E2E_TARGET `src`)
// instead of compiling src/ through tsx in every process they spawn (≈ 1.3 s of CPU each).
//
// Two esbuild bundles, like `npm run build` (ncc): the action (src/index.ts) and the CLI
// (src/cli/index.ts), each in its own folder with its dynamic imports as chunks beside it
// (worker jobs, main, the lazily loaded scorers). Dependencies are bundled too, as ncc bundles
// them into dist/: a process then starts in ≈ 0.3 s, where resolving and loading them from
// node_modules/ took ≈ 1 s (`bench-check --version`, measured on this 2-core machine); the tests
// start several hundred processes. CommonJS dependencies get a `require` (createRequire) for the
// Node built-ins they ask for.
//
// The folder is inside the repo (node_modules/.cache/bench-check-e2e/<run>/), so that
// packageRoot() (src/core/package.ts) walks up to our package.json and finds fixtures/ and
// schemas/; one folder per run, as several runs may share the checkout.
//
// Worker threads start the entry file again (src/core/threads.ts: `new Worker(import.meta.url)`
// from a bundle, then isBenchCheckWorker() in the entry). esbuild puts modules shared by the entry
// and its chunks (threads.ts) in a chunk of their own, so every `import.meta.url` is replaced by
// the URL of the entry file, which sits in the same folder as the chunks: the worker starts the
// entry, as from dist/, and package.ts walks up from the same folder.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import type { TestProject } from 'vitest/node';

/** The entry files of a build of src/ (tests/helpers.ts: CLI, ACTION). */
export interface E2eBuild {
  cli: string;
  action: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's build of src/, absent with BENCH_E2E_TARGET=dist. */
    benchE2eBuild: E2eBuild;
  }
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each run builds into a folder of its own in here. */
const BUILD_ROOT = path.join(REPO_ROOT, 'node_modules/.cache/bench-check-e2e');
/** The bundles: their source entry points and their folders. */
const ENTRIES = { action: 'src/index.ts', cli: 'src/cli/index.ts' } as const;

const ENTRY_URL = '__benchCheckEntryUrl';

/** Bundles src/ into `outDir`: `<outDir>/action/index.mjs`, `<outDir>/cli/index.mjs` and their chunks. */
export async function buildSrc(outDir: string): Promise<E2eBuild> {
  const common: BuildOptions = {
    absWorkingDir: REPO_ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // .mjs: nothing marks node_modules/.cache/ as ESM (a package scope stops at node_modules/).
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    define: { 'import.meta.url': ENTRY_URL },
    banner: {
      js: [
        `import { createRequire as __benchCheckCreateRequire } from 'node:module';`,
        `const ${ENTRY_URL} = new URL('./index.mjs', import.meta.url).href;`,
        `const require = __benchCheckCreateRequire(${ENTRY_URL});`,
      ].join(' '),
    },
    logLevel: 'silent',
  };
  rmSync(outDir, { recursive: true, force: true });
  await Promise.all(
    Object.entries(ENTRIES).map(([name, source]) =>
      build({ ...common, entryPoints: { index: source }, outdir: path.join(outDir, name) }).catch((error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        throw new Error(`tests/e2e-build.ts: cannot build ${source} for the end-to-end tests (esbuild):\n${text}`);
      }),
    ),
  );
  return { cli: path.join(outDir, 'cli/index.mjs'), action: path.join(outDir, 'action/index.mjs') };
}

/** Removes the folders of earlier runs that did not clean up (killed) after a day. */
function pruneStale(): void {
  let names: string[];
  try {
    names = readdirSync(BUILD_ROOT);
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(BUILD_ROOT, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > 24 * 3600_000) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run removed it
    }
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  // Typed as always set, but our config sets no `test.env` (vitest itself reads it as `config.env?.`): keep the guard.
  const configEnv = project.config.env as Partial<NodeJS.ProcessEnv> | undefined;
  const target = process.env.BENCH_E2E_TARGET ?? configEnv?.BENCH_E2E_TARGET ?? 'src';
  if (target === 'dist') return undefined;
  pruneStale();
  mkdirSync(BUILD_ROOT, { recursive: true });
  const outDir = path.join(BUILD_ROOT, `run-${process.pid}-${Date.now()}`);
  // A failed build throws here: vitest reports it and the run fails (no test is run, none skipped).
  project.provide('benchE2eBuild', await buildSrc(outDir));
  // Watch mode: rebuild before each rerun, so the e2e tests see the edited sources.
  project.onTestsRerun(async () => {
    await buildSrc(outDir);
  });
  return () => rmSync(outDir, { recursive: true, force: true });
}
