// The `openai` provider: any OpenAI-compatible endpoint, POST <base-url>/chat/completions.
// Transport retries (timeouts, network errors, 429, 5xx, bodies without a string content) are not
// attempts; when they run out the attempt is the format failure `provider-error: <status>`.
// 401/403/404 (wrong key, URL or model) end the suite with status "error", and so does the circuit
// breaker (too many failed attempts in a row), and so does a provider that never answered at all
// (every request of the run refused or timed out). The run signal stops every request at once.
// Each answer carries what its attempt's requests cost (requests, reported tokens, wall time):
// measured per call, so households asked at the same time are never charged for each other.
import { diagnostic } from '../../../core/diagnostics.js';
import type { ProviderHealth } from '../../../core/provider-health.js';
import { scrubSecrets } from '../../../core/secrets.js';
import { requestTarget, withoutUserinfo, withoutUserinfoIn } from '../../../core/url.js';
import { UsageCounter } from '../../../results/usage.js';
import { providerErrorReason } from '../parse.js';
import type { Xoshiro128 } from '../prng.js';
import { backoffSeconds, retryAfterSeconds } from './retry-timing.js';
import type { ChatMessage } from '../prompts.js';
import type { Answer, AttemptUsage, HouseholdAsk, InstitutionAsk, Provider } from './types.js';

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  /** Bearer token; null: no Authorization header (local servers). */
  apiKey: string | null;
  temperature: number;
  seed: number;
  maxTokens: number;
  timeoutS: number;
  /** Households asked at the same time (the world's limit on requests in flight). */
  concurrency: number;
  /** Transport retries per attempt (spec: 4). */
  retries: number;
  /** Largest response body read, in bytes: a longer one is not read on and the attempt is a provider error naming it. */
  maxResponseBytes: number;
  /** Draws the backoff jitter (timing only). */
  jitter: Xoshiro128;
  /** Multiplies every wait; tests make it tiny. Default 1. */
  timeScale?: number;
  /** Failed attempts in a row open it: no more requests, the suite ends as an error. */
  health: ProviderHealth;
  /**
   * Requests in a row without any HTTP answer (refused, unreachable, timed out) after which a
   * provider that has not answered once in this run is given up as dead (default 3).
   */
  deadAfter?: number;
  /** The run signal: once aborted, requests are cancelled and every answer is `stopped`. */
  signal: AbortSignal;
  /** Says on stderr, at once, that the provider does not answer (a dead server must not look like a slow one). */
  warn?(message: string): void;
}

const FATAL_STATUSES = new Set([401, 403, 404]);
/** An error body is only quoted (its first 200 characters): no need to read more of it. */
const ERROR_BODY_BYTES = 64 * 1024;
/**
 * Requests in a row without any HTTP answer after which a provider that never answered in this run
 * is given up: with the spec's backoff that is 1.5–4.5 s after the first refusal, where counting
 * failed attempts (each with its transport retries) took a minute or more.
 */
export const DEAD_AFTER_REQUESTS = 3;

type Outcome =
  | { kind: 'text'; text: string }
  | { kind: 'retry'; status: string; retryAfterS: number | null; detail: string | null }
  | { kind: 'fail'; status: string }
  | { kind: 'fatal'; status: number; body: string }
  | { kind: 'stopped' };

/** The reason of an answer longer than the cap (a provider error: the model was not heard). */
function overCapStatus(maxResponseBytes: number): string {
  return `response over ${maxResponseBytes} bytes`;
}

function contentOf(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === 'string' ? content : null;
}

/** Why a request got no HTTP answer, in words, with the system's own message (e.g. `connect ECONNREFUSED 127.0.0.1:9`). */
function transportDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const words =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'host not found'
        : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE'
          ? 'connection closed by the server'
          : code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT'
            ? 'connect timeout'
            : code === 'EHOSTUNREACH' || code === 'ENETUNREACH'
              ? 'host unreachable'
              : 'network error';
  const message =
    typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return `${words} (${withoutUserinfoIn(message)})`;
}

/** A body read as UTF-8 (a BOM dropped, as Response#text does), or `over` when it has more than `cap` bytes. */
async function readCapped(response: Response, cap: number): Promise<{ text: string; over: boolean }> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > cap) {
    await response.body?.cancel().catch(() => {});
    return { text: '', over: true };
  }
  const reader = response.body?.getReader();
  if (reader === undefined) return { text: '', over: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // The body's chunks are typed `any` (Node's fetch typings); fetch gives bytes.
    const { done, value } = (await reader.read()) as
      { done: true; value?: undefined } | { done: false; value: Uint8Array };
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      return { text: '', over: true };
    }
    chunks.push(value);
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)), over: false };
}

/**
 * Resolves true after `ms`, or false as soon as one of the signals is aborted. A timer and
 * listeners of its own: no AbortSignal.any, whose combined signal Node 20 may collect while it waits.
 */
function pause(ms: number, signals: readonly AbortSignal[]): Promise<boolean> {
  return new Promise((resolve) => {
    if (signals.some((s) => s.aborted)) {
      resolve(false);
      return;
    }
    const finish = (value: boolean) => {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener('abort', stop);
      resolve(value);
    };
    const stop = () => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    for (const s of signals) s.addEventListener('abort', stop);
  });
}

type TokenKey = 'inputTokens' | 'outputTokens' | 'cachedTokens';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * The requests of one attempt as they are made: counted, timed, and the tokens their answers
 * report summed. The answer's `usage` is OpenAI's CompletionUsage: `prompt_tokens` (cached ones
 * included), `completion_tokens`, and `prompt_tokens_details.cached_tokens` when the server
 * reports it; a count that is not a whole number ≥ 0 is not taken.
 */
class AttemptMeter {
  private requests = 0;
  private latencyMs = 0;
  private readonly tokens: Partial<Record<TokenKey, number>> = {};

  /** One request, `ms` from sending it to its body read (or to giving up on it). */
  request(ms: number): void {
    this.requests += 1;
    this.latencyMs += ms;
  }

  answer(body: unknown): void {
    const usage = body !== null && typeof body === 'object' ? (body as { usage?: unknown }).usage : undefined;
    if (usage === null || typeof usage !== 'object') return;
    const u = usage as { prompt_tokens?: unknown; completion_tokens?: unknown; prompt_tokens_details?: unknown };
    const details = u.prompt_tokens_details;
    const cached =
      details !== null && typeof details === 'object'
        ? (details as { cached_tokens?: unknown }).cached_tokens
        : undefined;
    const add = (key: TokenKey, v: unknown) => {
      if (isCount(v)) this.tokens[key] = (this.tokens[key] ?? 0) + v;
    };
    add('inputTokens', u.prompt_tokens);
    add('outputTokens', u.completion_tokens);
    add('cachedTokens', cached);
  }

  value(model: string): AttemptUsage {
    return { requests: this.requests, ...this.tokens, latencyMs: this.latencyMs, model };
  }
}

/** The endpoint and what the run's requests to it have shown (shared by the transport and the attempts). */
interface Link {
  options: OpenAiOptions;
  url: string;
  /** What messages and the record show: never the userinfo of the URL. */
  shownUrl: string;
  /** Basic credentials from the URL's userinfo (fetch refuses a URL with userinfo), or null. */
  authorization: string | null;
  /** Aborted when the provider is given up (breaker open, dead): sleeping retries wake, requests in flight end. */
  givenUp: AbortController;
  /** Every request sent, transport retries among them, and the tokens the answers report. */
  usage: UsageCounter;
  /** Why the provider is given up as dead (it never answered), or null. */
  dead: string | null;
}

/**
 * Whether the run signal or the provider's own has been aborted. Read through a call: they change
 * while a request or a pause waits, which TypeScript's narrowing of `signal.aborted` does not see.
 */
function isStopped(...signals: readonly AbortSignal[]): boolean {
  return signals.some((s) => s.aborted);
}

/** The request's headers and JSON body. */
function chatRequest(link: Link, messages: ChatMessage[]): { headers: Record<string, string>; body: string } {
  const { options } = link;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey !== null) headers.authorization = `Bearer ${options.apiKey}`;
  else if (link.authorization !== null) headers.authorization = link.authorization;
  const body = JSON.stringify({
    model: options.model,
    messages,
    temperature: options.temperature,
    seed: options.seed,
    max_tokens: options.maxTokens,
  });
  return { headers, body };
}

/** An HTTP answer (its body read up to the cap) as an outcome. */
function outcomeOf(
  link: Link,
  response: Response,
  read: { text: string; over: boolean },
  meter: AttemptMeter,
): Outcome {
  const ok = response.status >= 200 && response.status < 300;
  if (FATAL_STATUSES.has(response.status)) return { kind: 'fatal', status: response.status, body: read.text };
  if (response.status === 429 || response.status >= 500) {
    return {
      kind: 'retry',
      status: String(response.status),
      retryAfterS: retryAfterSeconds(response.headers.get('retry-after')),
      detail: null,
    };
  }
  if (!ok) return { kind: 'fail', status: String(response.status) };
  if (read.over) return { kind: 'fail', status: overCapStatus(link.options.maxResponseBytes) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.text);
  } catch {
    parsed = null;
  }
  link.usage.answer(parsed);
  meter.answer(parsed);
  const content = contentOf(parsed);
  return content === null
    ? { kind: 'retry', status: 'bad-response', retryAfterS: null, detail: null }
    : { kind: 'text', text: content };
}

/** One request at a time to the endpoint, with the watch on requests that get no answer at all. */
function createTransport(
  link: Link,
): (messages: ChatMessage[], retry: boolean, meter: AttemptMeter) => Promise<Outcome> {
  const { options, shownUrl, givenUp } = link;
  const { signal } = options;
  const deadAfter = options.deadAfter ?? DEAD_AFTER_REQUESTS;
  let heard = false;
  let silent = 0;
  let warned = false;

  /** A request that got no HTTP answer (refused, unreachable, timed out). */
  function noAnswer(detail: string): void {
    silent += 1;
    // At once while nothing has been answered yet; after one answer, a single failure is a blip.
    if (!warned && silent >= (heard ? 2 : 1)) {
      warned = true;
      const state = heard
        ? `${silent} requests in a row got none`
        : `nothing has been answered yet (given up after ${deadAfter} such requests)`;
      options.warn?.(`no answer from ${shownUrl}: ${detail}; ${state}; still trying`);
    }
    if (!heard && silent >= deadAfter && link.dead === null) {
      link.dead = `the provider never answered: ${silent} requests in a row to ${shownUrl} got no answer (last: ${detail})`;
      givenUp.abort();
    }
  }

  /** One request, counted and timed on the attempt's `meter`; `retry`: it repeats one that failed in transport. */
  return async function post(messages: ChatMessage[], retry: boolean, meter: AttemptMeter): Promise<Outcome> {
    if (isStopped(signal, givenUp.signal)) return { kind: 'stopped' };
    const { headers, body } = chatRequest(link, messages);
    link.usage.request(retry);
    // The request's own controller and timer (not AbortSignal.timeout/any): on Node 20 a combined
    // signal can be garbage-collected while the request waits, and its timeout with it
    // (nodejs/node#55428). The timer covers reading the body too.
    const request = new AbortController();
    let timedOut = false as boolean; // set by the timer while the request waits
    const timer = setTimeout(() => {
      timedOut = true;
      request.abort();
    }, options.timeoutS * 1000);
    const cancel = () => request.abort();
    signal.addEventListener('abort', cancel);
    givenUp.signal.addEventListener('abort', cancel);
    const sent = performance.now();
    try {
      const response = await fetch(link.url, { method: 'POST', headers, body, signal: request.signal });
      const ok = response.status >= 200 && response.status < 300;
      const read = await readCapped(response, ok ? options.maxResponseBytes : ERROR_BODY_BYTES);
      heard = true;
      silent = 0;
      warned = false;
      return outcomeOf(link, response, read, meter);
    } catch (error) {
      if (isStopped(signal, givenUp.signal)) return { kind: 'stopped' };
      const detail = timedOut ? `no answer within ${options.timeoutS} s` : transportDetail(error);
      noAnswer(detail);
      return { kind: 'retry', status: timedOut ? 'timeout' : 'network', retryAfterS: null, detail };
    } finally {
      meter.request(performance.now() - sent);
      clearTimeout(timer);
      signal.removeEventListener('abort', cancel);
      givenUp.signal.removeEventListener('abort', cancel);
    }
  };
}

export function createOpenAiProvider(options: OpenAiOptions): Provider {
  // fetch refuses a URL with userinfo: credentials in the base URL become a Basic Authorization header.
  const target = requestTarget(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const link: Link = {
    options,
    url: target.url,
    shownUrl: withoutUserinfo(target.url),
    authorization: target.authorization,
    givenUp: new AbortController(),
    usage: new UsageCounter(),
    dead: null,
  };
  const { shownUrl, givenUp } = link;
  const scale = options.timeScale ?? 1;
  const { signal, health } = options;
  const sleep = (seconds: number) => pause(seconds * 1000 * scale, [signal, givenUp.signal]);
  const post = createTransport(link);

  /** Why no more requests are sent (the provider is dead, or the breaker is open), or null. */
  function refusal(): Answer | null {
    const why = link.dead ?? health.open;
    if (why === null) return null;
    givenUp.abort();
    return { fatal: diagnostic({ code: 'provider-unavailable', message: why }) };
  }

  /** An attempt that failed after its transport retries; the breaker may open on it. */
  function failed(status: string, detail: string | null): Answer {
    if (
      health.failure(`${status} ${detail === null ? 'from' : 'at'} ${shownUrl}${detail === null ? '' : `: ${detail}`}`)
    )
      givenUp.abort();
    return { reply: { kind: 'failure', reason: providerErrorReason(status) } };
  }

  /** One attempt: the request with its transport retries; a reply carries what they cost. */
  async function complete(messages: ChatMessage[]): Promise<Answer> {
    const meter = new AttemptMeter();
    const answer = await attempt(messages, meter);
    return 'reply' in answer ? { ...answer, usage: meter.value(options.model) } : answer;
  }

  async function attempt(messages: ChatMessage[], meter: AttemptMeter): Promise<Answer> {
    for (let k = 0; ; k += 1) {
      if (isStopped(signal)) return { stopped: true };
      const refused = refusal();
      if (refused !== null) return refused;
      const outcome = await post(messages, k > 0, meter);
      switch (outcome.kind) {
        case 'stopped':
          if (isStopped(signal)) return { stopped: true };
          break; // given up: the loop says why
        case 'text':
          health.success();
          return { reply: { kind: 'text', text: outcome.text } };
        case 'fail':
          return failed(outcome.status, null);
        case 'fatal':
          return {
            fatal: diagnostic({
              code: 'provider',
              // The body may echo the request (the key): scrubbed and cut before it reaches any output.
              message: `HTTP ${outcome.status} from ${shownUrl} (check --base-url, --model and the API key): ${scrubSecrets(outcome.body, [options.apiKey])}`,
            }),
          };
        case 'retry':
          if (link.dead !== null) break;
          if (k >= options.retries) return failed(outcome.status, outcome.detail);
          if (
            !(await sleep(outcome.retryAfterS ?? backoffSeconds(k + 1, options.jitter.uniform()))) &&
            isStopped(signal)
          )
            return { stopped: true };
      }
    }
  }

  return {
    name: 'openai',
    concurrency: Math.max(1, options.concurrency),
    askHousehold: (ask: HouseholdAsk) => complete(ask.messages),
    askInstitution: (ask: InstitutionAsk) => complete(ask.messages),
    mayReask: () => true,
    warnings: () => [],
    usage: () => link.usage.value(),
  };
}
