import { isBenchCheckWorker, runWorkerThread } from './core/threads.js';
import { run } from './main.js';

// A worker thread started from this bundle runs its job, not the action.
if (isBenchCheckWorker()) runWorkerThread();
else void run();
