// The first module of a worker thread when the program runs from its TypeScript sources (tests,
// tsx; core/threads.ts `startWorker`): register the TypeScript loader, load the module that
// registers the job, run it. A file, not an eval string, so that `tsx` resolves from the program's
// own node_modules whatever the working directory. Bundles never use it: a worker starts the
// bundle's entry file, which loads its chunk of worker jobs (core/threads.ts `enter`).
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.benchCheckModule);
const threads = await import(workerData.benchCheckThreads);
threads.runWorkerThread();
