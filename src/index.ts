import { isBenchCheckWorker, runWorkerThread } from './core/threads.js';

// A worker thread started from this bundle runs its job, not the action; each loads only what it
// needs (dynamic imports: separate chunks of the bundle).
if (isBenchCheckWorker()) void import('./benchmarks/worker-jobs.js').then(runWorkerThread);
else void import('./main.js').then(({ run }) => run());
