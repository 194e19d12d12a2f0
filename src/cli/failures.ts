// Why a gated run could not be judged, on stderr: one `error:` line per failure (the suites that
// could not be scored have their own lines, with their first error: output.ts).
import type { RunFailure } from '../gate/model.js';
import { failureWords } from '../report/words.js';

/** The `error:` lines of a run's failures ('' when there is none). */
export function failureLines(failures: readonly RunFailure[]): string {
  return failures
    .filter((f) => f.kind !== 'unscored')
    .map((f) => `error: ${failureWords(f)}\n`)
    .join('');
}
