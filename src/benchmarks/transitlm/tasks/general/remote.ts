// Client of the remote route evaluator used by TransitLM general mode:
// POST {base}/api/eval/route/batch with {"cases":[…]} and read {"results":[…]} aligned by index.
// Unlike the reference script it times out, retries 429/5xx, checks the response shape and types
// strictly, and never throws: a failed batch comes back with the reason (the caller counts its
// cases as provider errors, not as unreachable routes).
import { setTimeout as delay } from 'node:timers/promises';
import type { UsageCounter } from '../../../../results/usage.js';
import { requestTarget, type RequestTarget } from '../../../../core/url.js';

/** What the evaluator said about one case (or why it could not say). */
export interface CaseVerdict {
  reachable: boolean;
  stationGrounding: boolean;
  /** Why the case is unreachable, or why grounding failed; null when it passed or no reason was given. */
  reason: string | null;
  /** Set when the response entry was unusable (a field is not a JSON boolean). */
  badResponse: string | null;
}

/** One batch's outcome: a verdict per case, and the error when the whole batch failed. */
export interface BatchOutcome {
  verdicts: CaseVerdict[];
  failure: string | null;
}

export interface RemoteOptions {
  /** Base URL of the evaluator; the endpoint path is appended after removing trailing slashes. */
  baseUrl: string;
  timeoutMs: number;
  /** How many times a 429/5xx answer is retried. */
  retries: number;
  /** Wait before retry k (0-based) is retryBaseDelayMs × 2^k: 1, 2, 4 s in production. */
  retryBaseDelayMs: number;
  /** The run signal: aborting it cancels the request and the waits (the batch then fails as `stopped`). */
  signal?: AbortSignal;
  /** Counts every request sent (retries too) and the `usage` an answer reports: the suite's `usage`. */
  usage?: UsageCounter;
  /** Largest answer read (default DEFAULT_MAX_RESPONSE_BYTES); a longer one fails the batch unread. */
  maxResponseBytes?: number;
}

export const DEFAULT_BATCH_SIZE = 50;
export const DEFAULT_TIMEOUT_S = 60;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_BASE_DELAY_MS = 1000;
/**
 * Largest answer read: a verdict is a few hundred bytes, so 16 MiB is thousands of times a batch
 * of 50; an evaluator (or anything at its URL) cannot fill the memory with one answer.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 << 20;

const BATCH_PATH = '/api/eval/route/batch';

/** The failure of a batch cut short by the run signal (the run drops the suite). */
const STOPPED = 'stopped: the run was interrupted';

function batchEndpoint(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '') + BATCH_PATH;
}

/** A base URL the client can use, or why not (checked before any row is read). */
export function checkBaseUrl(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(batchEndpoint(baseUrl));
  } catch {
    return `not a valid URL: ${JSON.stringify(baseUrl)}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `not an http(s) URL: ${JSON.stringify(baseUrl)}`;
  return null;
}

function failedBatch(count: number, failure: string): BatchOutcome {
  const verdict: CaseVerdict = { reachable: false, stationGrounding: false, reason: failure, badResponse: null };
  return { verdicts: Array.from({ length: count }, () => ({ ...verdict })), failure };
}

function describeError(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return 'timed out';
  const cause = e.cause?.code ?? e.cause?.message;
  return cause ? `${e.message ?? String(error)} (${cause})` : (e.message ?? String(error));
}

function isRetryable(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** One response entry → verdict; anything but JSON booleans makes the case unreachable. */
function verdictOf(entry: unknown): CaseVerdict {
  const obj =
    entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : null;
  if (obj === null) {
    return {
      reachable: false,
      stationGrounding: false,
      reason: 'bad response entry',
      badResponse: 'result entry is not an object',
    };
  }
  for (const key of ['reachable', 'station_grounding'] as const) {
    if (typeof obj[key] !== 'boolean') {
      const found = obj[key] === undefined ? 'missing' : JSON.stringify(obj[key]);
      const badResponse = `"${key}" is not a JSON boolean (${found})`;
      return { reachable: false, stationGrounding: false, reason: `bad response: ${badResponse}`, badResponse };
    }
  }
  const reachable = obj.reachable as boolean;
  const stationGrounding = obj.station_grounding as boolean;
  const reason = !reachable
    ? (textOrNull(obj.reachable_reason) ?? 'unreachable (no reason given)')
    : !stationGrounding
      ? (textOrNull(obj.station_grounding_reason) ?? 'station grounding failed (no reason given)')
      : null;
  return { reachable, stationGrounding, reason, badResponse: null };
}

/** What one POST came to: the answer's status and text, or why there is none. */
type Posted = { status: number; text: string } | { failure: string } | { stopped: true };

/** The body of an answer up to `maxBytes` (null past it: the rest is not read). */
async function cappedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (response.body === null) return '';
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) return null; // leaving the loop cancels the body
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/**
 * One POST with its own timer (not AbortSignal.timeout combined by AbortSignal.any: on Node 20 a
 * garbage collection can drop the combined signal, and a hung server then stalls the request for
 * minutes, nodejs/node#55428). The timer and the run signal abort one controller this function
 * holds until the answer is read.
 */
async function post(endpoint: RequestTarget, body: string, options: RemoteOptions, stop: AbortSignal): Promise<Posted> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${options.timeoutMs} ms`, 'TimeoutError')),
    options.timeoutMs,
  );
  const onStop = () => controller.abort(stop.reason);
  stop.addEventListener('abort', onStop, { once: true });
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (endpoint.authorization !== null) headers.authorization = endpoint.authorization;
    const response = await fetch(endpoint.url, { method: 'POST', headers, body, signal: controller.signal });
    const text = await cappedText(response, maxBytes);
    if (text === null)
      return { failure: `${endpoint.url} answered more than ${maxBytes} bytes (the most read): not read` };
    return { status: response.status, text };
  } catch (error) {
    if (stop.aborted) return { stopped: true };
    return {
      failure: `request to ${endpoint.url} failed: ${describeError(controller.signal.aborted ? controller.signal.reason : error)}`,
    };
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', onStop);
  }
}

/**
 * Sends one batch (case JSON texts, in row order) and returns a verdict per case. Never throws
 * for anything the server or the network does.
 */
export async function evaluateBatch(caseTexts: readonly string[], options: RemoteOptions): Promise<BatchOutcome> {
  // fetch refuses a URL with userinfo: credentials in the evaluator's URL become a Basic Authorization header.
  const target = requestTarget(batchEndpoint(options.baseUrl));
  const endpoint = target.url;
  const body = `{"cases": [${caseTexts.join(', ')}]}`;
  const stopSignal = options.signal ?? new AbortController().signal;
  for (let attempt = 0; ; attempt += 1) {
    if (stopSignal.aborted) return failedBatch(caseTexts.length, STOPPED);
    options.usage?.request(attempt > 0);
    const posted = await post(target, body, options, stopSignal);
    if ('stopped' in posted) return failedBatch(caseTexts.length, STOPPED);
    if ('failure' in posted) return failedBatch(caseTexts.length, posted.failure);
    const { status, text } = posted;
    if (isRetryable(status) && attempt < options.retries) {
      const waited = await delay(options.retryBaseDelayMs * 2 ** attempt, true, { signal: stopSignal }).catch(
        () => false,
      );
      if (!waited) return failedBatch(caseTexts.length, STOPPED);
      continue;
    }
    if (status < 200 || status > 299) {
      const tries = attempt > 0 ? ` after ${attempt} ${attempt === 1 ? 'retry' : 'retries'}` : '';
      return failedBatch(caseTexts.length, `${endpoint} answered HTTP ${status}${tries}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return failedBatch(caseTexts.length, `${endpoint} answered a body that is not JSON`);
    }
    options.usage?.answer(parsed);
    const results =
      parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>).results : undefined;
    if (!Array.isArray(results)) {
      return failedBatch(caseTexts.length, `${endpoint} answered without a "results" array`);
    }
    if (results.length !== caseTexts.length) {
      return failedBatch(
        caseTexts.length,
        `${endpoint} answered ${results.length} results for ${caseTexts.length} cases`,
      );
    }
    return { verdicts: results.map(verdictOf), failure: null };
  }
}
