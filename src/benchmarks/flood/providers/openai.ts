// The `openai` provider: any OpenAI-compatible endpoint, POST <base-url>/chat/completions.
// Transport retries (timeouts, network errors, 429, 5xx, bodies without a string content) are not
// attempts; when they run out the attempt is the format failure `provider-error: <status>`.
// 401/403/404 (wrong key, URL or model) end the suite with status "error", and so does the circuit
// breaker (too many failed attempts in a row). The run signal stops every request at once.
import { setTimeout as delay } from 'node:timers/promises';
import { diagnostic } from '../../../core/diagnostics.js';
import type { ProviderHealth } from '../../../core/provider-health.js';
import { scrubSecrets } from '../../../core/secrets.js';
import { UsageCounter } from '../../../results/usage.js';
import { providerErrorReason } from '../parse.js';
import type { Xoshiro128 } from '../prng.js';
import type { ChatMessage } from '../prompts.js';
import type { Answer, HouseholdAsk, InstitutionAsk, Provider } from './types.js';

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
  /** Draws the backoff jitter (timing only). */
  jitter: Xoshiro128;
  /** Multiplies every wait; tests make it tiny. Default 1. */
  timeScale?: number;
  /** Failed attempts in a row open it: no more requests, the suite ends as an error. */
  health: ProviderHealth;
  /** The run signal: once aborted, requests are cancelled and every answer is `stopped`. */
  signal: AbortSignal;
}

export const RETRY_AFTER_CAP_S = 60;
const FATAL_STATUSES = new Set([401, 403, 404]);

type Outcome =
  | { kind: 'text'; text: string }
  | { kind: 'retry'; status: string; retryAfterS: number | null }
  | { kind: 'fail'; status: string }
  | { kind: 'fatal'; status: number; body: string }
  | { kind: 'stopped' };

/** Retry-After as seconds (delta-seconds or an HTTP date), capped at 60 s; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(text)) seconds = Number(text);
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    seconds = Math.max(0, (at - now) / 1000);
  }
  return Math.min(RETRY_AFTER_CAP_S, seconds);
}

/** The wait before transport retry k (1-based) when no Retry-After is given: 2^(k−1)·(0.5 + U) s. */
export function backoffSeconds(k: number, u: number): number {
  return 2 ** (k - 1) * (0.5 + u);
}

function contentOf(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === 'string' ? content : null;
}

export function createOpenAiProvider(options: OpenAiOptions): Provider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const scale = options.timeScale ?? 1;
  const { signal, health } = options;
  /** Resolves false when the run signal ends the wait. */
  const sleep = (seconds: number) => delay(seconds * 1000 * scale, true, { signal }).catch(() => false);
  // Every request sent, transport retries among them, and the tokens the answers report.
  const usage = new UsageCounter();

  /** One request; `retry`: it repeats one that failed in transport. */
  async function post(messages: ChatMessage[], retry: boolean): Promise<Outcome> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey !== null) headers.authorization = `Bearer ${options.apiKey}`;
    const body = JSON.stringify({
      model: options.model,
      messages,
      temperature: options.temperature,
      seed: options.seed,
      max_tokens: options.maxTokens,
    });
    let response: Response;
    usage.request(retry);
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.any([AbortSignal.timeout(options.timeoutS * 1000), signal]) });
      const text = await response.text();
      if (FATAL_STATUSES.has(response.status)) return { kind: 'fatal', status: response.status, body: text };
      if (response.status === 429 || response.status >= 500) {
        return { kind: 'retry', status: String(response.status), retryAfterS: retryAfterSeconds(response.headers.get('retry-after')) };
      }
      if (response.status < 200 || response.status >= 300) return { kind: 'fail', status: String(response.status) };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      usage.answer(parsed);
      const content = contentOf(parsed);
      return content === null ? { kind: 'retry', status: 'bad-response', retryAfterS: null } : { kind: 'text', text: content };
    } catch (error) {
      if (signal.aborted) return { kind: 'stopped' };
      const name = (error as Error).name;
      return { kind: 'retry', status: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', retryAfterS: null };
    }
  }

  /** An attempt that failed after its transport retries; the breaker may open on it. */
  function failed(status: string): Answer {
    health.failure(status === 'timeout' || status === 'network' ? `${status} at ${url}` : `${status} from ${url}`);
    return { reply: { kind: 'failure', reason: providerErrorReason(status) } };
  }

  /** One attempt: the request with its transport retries. */
  async function complete(messages: ChatMessage[]): Promise<Answer> {
    for (let k = 0; ; k += 1) {
      if (signal.aborted) return { stopped: true };
      if (health.open !== null) return { fatal: diagnostic({ code: 'provider-unavailable', message: health.open }) };
      const outcome = await post(messages, k > 0);
      switch (outcome.kind) {
        case 'stopped':
          return { stopped: true };
        case 'text':
          health.success();
          return { reply: { kind: 'text', text: outcome.text } };
        case 'fail':
          return failed(outcome.status);
        case 'fatal':
          return {
            fatal: diagnostic({
              code: 'provider',
              // The body may echo the request (the key): scrubbed and cut before it reaches any output.
              message: `HTTP ${outcome.status} from ${url} (check --base-url, --model and the API key): ${scrubSecrets(outcome.body, [options.apiKey])}`,
            }),
          };
        case 'retry':
          if (k >= options.retries) return failed(outcome.status);
          if (!(await sleep(outcome.retryAfterS ?? backoffSeconds(k + 1, options.jitter.uniform())))) return { stopped: true };
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
    usage: () => usage.value(),
  };
}
