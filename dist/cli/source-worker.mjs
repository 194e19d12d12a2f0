// The first module of a worker thread when the program runs from its TypeScript sources (tests,
// tsx; core/threads.ts `startWorker`). Bundles never use it: a worker starts the bundle's entry
// file, which loads its chunk of worker jobs (core/threads.ts `enter`).
//
// The job's module and everything it imports are bundled with esbuild (tsx's own compiler) into
// one file, then imported. Loading the ~50 modules one by one through tsx's loader took ≈ 0.5 s of
// CPU per worker (a thread of loader hooks, a round trip per module); the bundle loads in ≈ 0.05 s,
// and a test run starts about a hundred workers. The bundle is kept in the temporary folder, keyed
// by the job's module, and used again while none of its source files has changed (size and mtime);
// an edit makes the next worker build it again. With --enable-source-maps (NODE_OPTIONS), stack
// traces show the lines of src/*.ts.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

const { benchCheckModule, benchCheckThreads } = workerData;
const folder = path.join(os.tmpdir(), `bench-check-source-workers-${os.userInfo().uid}`);
const key = createHash('sha256').update(`${benchCheckModule}\n${benchCheckThreads}`).digest('hex').slice(0, 16);
/** Names this job's current bundle and the source files it was built from: `{ bundle, inputs: [path, size, mtimeMs][] }`. */
const pointer = path.join(folder, `${key}.json`);

/** The bundle's entry, which esbuild reads from stdin. */
const ENTRY = '<source-worker entry>';

/** The bundle recorded for this job, if none of its sources changed since. */
function upToDate() {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(pointer, 'utf8'));
  } catch {
    return null;
  }
  for (const [file, size, mtimeMs] of recorded.inputs) {
    const s = statSync(file, { throwIfNoEntry: false });
    if (s === undefined || s.size !== size || s.mtimeMs !== mtimeMs) return null;
  }
  return path.join(folder, recorded.bundle);
}

/** Writes `text` to `file` whole or not at all (workers of other processes may read it meanwhile). */
function writeWhole(file, text) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** Removes the bundles of earlier sources (a day old: no worker is about to load them), but `kept`. */
function removeStale(kept) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (name === kept || !name.endsWith('.mjs')) continue;
    if (Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > 24 * 3600_000)
      rmSync(file, { force: true });
  }
}

/** Bundles the job's module with this module's copy of core/threads.ts, records it, and returns its path. */
async function build() {
  const { build: esbuild } = await import('esbuild');
  const started = Date.now();
  const root = path.dirname(fileURLToPath(benchCheckModule));
  const result = await esbuild({
    stdin: {
      contents: `import ${JSON.stringify(fileURLToPath(benchCheckModule))};\nexport { runWorkerThread } from ${JSON.stringify(fileURLToPath(benchCheckThreads))};\n`,
      resolveDir: root,
      sourcefile: ENTRY,
    },
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // CommonJS dependencies bundled in an ES module ask `require` for Node's built-ins.
    banner: {
      js: `import { createRequire as __sourceWorkerRequire } from 'node:module'; const require = __sourceWorkerRequire(import.meta.url);`,
    },
    // In the file, used only with --enable-source-maps (NODE_OPTIONS): parsing the map on every start doubled its time.
    sourcemap: 'inline',
    // Where the bundle is written, so that the map's paths lead back to src/.
    outfile: path.join(folder, 'bundle.mjs'),
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  const bundle = `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`;
  mkdirSync(folder, { recursive: true });
  writeWhole(path.join(folder, bundle), text);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== ENTRY)
    .map((input) => {
      const file = path.resolve(root, input);
      const s = statSync(file);
      return [file, s.size, s.mtimeMs];
    });
  // A source saved while esbuild read it may be in the bundle as it was before: not recorded, so
  // the next worker builds again.
  if (inputs.every(([, , mtimeMs]) => mtimeMs < started - 1000))
    writeWhole(pointer, JSON.stringify({ bundle, inputs }));
  removeStale(bundle);
  return path.join(folder, bundle);
}

const file = upToDate() ?? (await build());
const { runWorkerThread } = await import(pathToFileURL(file).href);
runWorkerThread();
