/**
 * Every module that registers a worker job (core/threads.ts). A worker thread started from a
 * bundle imports only this, not the CLI or the action: the bundler puts it in a chunk of its own,
 * so a worker compiles a fraction of the program and starts sooner with less memory.
 */
import './transitlm/parallel/worker.js';
