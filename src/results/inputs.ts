import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { InputFile } from './types.js';

/**
 * SHA-256 of a file, streamed in 1 MiB reads: few turns of the event loop, so a worker thread
 * that hashes between batches of rows finishes early instead of one small read per batch.
 */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Path as shown in documents and messages: relative to cwd when inside it, with forward slashes. */
export function displayPath(file: string, cwd: string = process.cwd()): string {
  const abs = path.resolve(cwd, file);
  const rel = path.relative(cwd, abs);
  const shown = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
  return shown.split(path.sep).join('/');
}

/** An input file as the results document lists it; `sha256`: already computed while reading it. */
export async function describeInput(file: string, items: number | null, sha256: string | null = null): Promise<InputFile> {
  return { path: displayPath(file), sha256: sha256 ?? (await sha256File(file)), items };
}
