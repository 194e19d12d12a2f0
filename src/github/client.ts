// A small GitHub REST client over the global fetch. Kept instead of @actions/github (Octokit) because
// it honours GITHUB_API_URL directly, is trivial to point at a loopback test server, returns errors
// as values that explain the missing workflow permission, and never forwards the token to the
// blob-storage redirect of artifact downloads. It retries like Octokit's retry and throttling
// plugins: see `GitHubClient` and docs/gate.md ("Retries and rate limits").

import { scrubSecrets } from '../core/secrets.js';

export type Permission = 'pull-requests: write' | 'pull-requests: read' | 'actions: read' | 'contents: read';

export interface ApiError {
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  method: string;
  path: string;
  message: string;
  /** Requests sent (1 + retries); absent on errors that are not about an answer (invalid JSON, size). */
  attempts?: number;
  /** A primary or secondary rate limit refused the request (and was not waited out). */
  rateLimited?: boolean;
}

export type ApiResult<T> = { ok: true; data: T; status: number; headers: Headers } | { ok: false; error: ApiError };

export interface ClientOptions {
  token: string | null;
  /** GITHUB_API_URL; default https://api.github.com (GHES: https://host/api/v3). */
  baseUrl?: string;
  userAgent?: string;
  /** Requests that take longer fail with status null (and are retried like network errors). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 3): waits 1 s, 2 s, 4 s unless the answer says how long. */
  retries?: number;
  /** Multiplies every wait (default 1; 0 never waits). For tests; the decisions use the unscaled times. */
  timeScale?: number;
  /** How to wait `ms` milliseconds (already scaled); default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock for `Retry-After` dates and `x-ratelimit-reset` (ms since the epoch); default Date.now. */
  now?: () => number;
  /** Told about every retry before its wait, e.g. `GET https://… → HTTP 502; retry 1 of 3 in 1 s`. */
  onRetry?: (message: string) => void;
  /**
   * The longest wait for a rate limit, primary or secondary (default: 5 minutes for a primary one,
   * 60 s for a secondary one); a longer one fails the request at once, with `rateLimited` set. The
   * history lookup passes 0: an extra is cut short rather than waited for (src/github/history.ts).
   */
  maxRateLimitWaitMs?: number;
}

const FORK_NOTE =
  'Pull requests from forks get a read-only GITHUB_TOKEN whatever the workflow asks for, so a fork PR cannot be commented on ' +
  'from its own `pull_request` run: use `mode: score` there and `mode: report` in a `workflow_run` workflow (docs/gate.md).';

/** Why a 403/404 happened, in terms of the `permissions:` block the workflow needs. */
export function explainFailure(status: number | null, need: Permission | null): string {
  if (status === 401) return 'the token was rejected (401): check the `github-token` input';
  if ((status === 403 || status === 404) && need !== null) {
    return `the token lacks \`${need}\` (HTTP ${status}; GitHub answers 404 instead of 403 for resources a token may not see). Add \`${need}\` to the job's \`permissions:\`. ${FORK_NOTE}`;
  }
  return '';
}

/** The `next` URL of a Link header, if any. */
export function nextLink(link: string | null): string | null {
  if (link === null) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (m !== null) return m[1]!;
  }
  return null;
}

/** Backoff before retry n (1-based) when the answer names no wait: 1 s, 2 s, 4 s, … */
export const RETRY_BASE_MS = 1000;
/** The longest `Retry-After` (or secondary-rate-limit wait) honoured; a longer one fails the request. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** A secondary rate limit without `Retry-After`: GitHub asks to wait at least a minute. */
export const SECONDARY_RATE_LIMIT_WAIT_MS = 60_000;
/** The longest wait for a primary rate limit's reset; a later reset fails the request. */
export const MAX_RATE_LIMIT_WAIT_MS = 300_000;

/** Statuses retried (with backoff or `Retry-After`) on idempotent requests. */
const RETRY_STATUSES = new Set([500, 502, 503, 504]);
/** Methods that may be sent twice. PATCH/PUT here only replace a comment's body. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
/** Connection errors raised before a request was written: even a POST did not reach the server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** What one attempt came to: a final result, a non-2xx answer to judge, or a network failure. */
type Attempt<T> =
  | { kind: 'done'; result: ApiResult<T> }
  | { kind: 'http'; res: Response }
  | { kind: 'network'; error: unknown; afterResponse: boolean };

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** The error's own message plus the cause undici hides behind "fetch failed". */
function networkMessage(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  const cause = e.cause?.message ?? e.cause?.code;
  return `${e.message ?? String(error)}${cause ? ` (${cause})` : ''}`;
}

function errorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A GitHub REST client. Every request is retried like Octokit's retry + throttling plugins
 * (docs/gate.md "Retries and rate limits"):
 *
 * - 500/502/503/504, 429 and network errors or timeouts: up to `retries` (3) more attempts after
 *   1 s, 2 s, 4 s, or after `Retry-After` (seconds or an HTTP date) when the answer has one.
 * - Primary rate limit (403/429 with `x-ratelimit-remaining: 0`): waits until `x-ratelimit-reset`
 *   (plus 1 s) or `Retry-After`; a reset more than 5 minutes away fails at once, saying when.
 * - Secondary rate limit (403/429 whose message names it, or a 403 with `Retry-After`): waits
 *   `Retry-After`, else 60 s.
 * - A wait longer than allowed (`Retry-After` over 60 s) fails at once instead.
 * - POST is never repeated once it may have reached the server: only a connection that was refused
 *   or never established is retried. Other 4xx are never retried.
 */
export class GitHubClient {
  readonly baseUrl: string;
  private readonly token: string | null;
  private readonly userAgent: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly timeScale: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly onRetry: ((message: string) => void) | undefined;
  private readonly maxRateLimitWaitMs: number;

  constructor(opts: ClientOptions) {
    this.baseUrl = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
    this.token = opts.token;
    this.userAgent = opts.userAgent ?? 'bench-check';
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.retries = Math.max(0, Math.floor(opts.retries ?? 3));
    this.timeScale = opts.timeScale !== undefined && Number.isFinite(opts.timeScale) && opts.timeScale >= 0 ? opts.timeScale : 1;
    this.sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = opts.now ?? Date.now;
    this.onRetry = opts.onRetry;
    this.maxRateLimitWaitMs = opts.maxRateLimitWaitMs !== undefined && opts.maxRateLimitWaitMs >= 0 ? opts.maxRateLimitWaitMs : Number.POSITIVE_INFINITY;
  }

  /**
   * The action's client: GITHUB_API_URL, retries told on stderr, and BENCH_CHECK_GITHUB_RETRY_SCALE
   * (a number ≥ 0 multiplying every wait; for tests, docs/maintainers.md). `extra` overrides any option.
   */
  static fromEnv(env: Readonly<Record<string, string | undefined>>, token: string | null, extra: Partial<Omit<ClientOptions, 'token'>> = {}): GitHubClient {
    const scale = env.BENCH_CHECK_GITHUB_RETRY_SCALE?.trim();
    return new GitHubClient({
      token,
      baseUrl: env.GITHUB_API_URL || undefined,
      timeScale: scale && /^\d+(\.\d+)?$/.test(scale) ? Number(scale) : undefined,
      onRetry: (message) => void process.stderr.write(`bench-check: ${message}\n`),
      ...extra,
    });
  }

  private url(pathOrUrl: string): string {
    return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }

  private headers(withAuth: boolean, json: boolean): Record<string, string> {
    const h: Record<string, string> = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': this.userAgent };
    if (withAuth && this.token) h.authorization = `Bearer ${this.token}`;
    if (json) h['content-type'] = 'application/json';
    return h;
  }

  private fetch(method: string, url: string, init: { body?: unknown; auth?: boolean; redirect?: 'follow' | 'manual'; ifNoneMatch?: string }): Promise<Response> {
    const headers = this.headers(init.auth ?? true, init.body !== undefined);
    if (init.ifNoneMatch !== undefined) headers['if-none-match'] = init.ifNoneMatch;
    return fetch(url, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: init.redirect ?? 'follow',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  /** `Retry-After` in ms (delta seconds or an HTTP date), or null. */
  private retryAfter(headers: Headers): number | null {
    const value = headers.get('retry-after')?.trim();
    if (!value) return null;
    if (/^\d+$/.test(value)) return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? null : Math.max(0, date - this.now());
  }

  /**
   * Whether (and after how long) a non-2xx answer is retried. `wait` null: not retried, `note`
   * says why when that is not obvious from the status.
   */
  private judge(method: string, res: Response, detail: string, retry: number): { wait: number | null; note: string; rateLimited: boolean } {
    const status = res.status;
    const after = this.retryAfter(res.headers);
    const backoff = RETRY_BASE_MS * 2 ** (retry - 1);
    const remaining = res.headers.get('x-ratelimit-remaining');
    const secondary = (status === 403 || status === 429) && (/secondary rate limit|abuse detection/i.test(detail) || (status === 403 && after !== null && remaining !== '0'));
    const primary = !secondary && (status === 403 || status === 429) && remaining === '0';
    if (!secondary && !primary && status !== 429 && !RETRY_STATUSES.has(status)) return { wait: null, note: '', rateLimited: false };
    const rateLimited = secondary || primary;
    let wait: number;
    let cap = MAX_RETRY_AFTER_MS;
    let why = after !== null ? `Retry-After asks for ${seconds(after)}` : '';
    if (primary) {
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      const untilReset = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - this.now()) + 1000 : null;
      wait = after ?? untilReset ?? SECONDARY_RATE_LIMIT_WAIT_MS;
      cap = Math.min(MAX_RATE_LIMIT_WAIT_MS, this.maxRateLimitWaitMs);
      if (after === null && untilReset !== null) why = `the rate limit resets at ${new Date(reset * 1000).toISOString()} (in ${seconds(untilReset - 1000)})`;
    } else if (secondary) {
      wait = after ?? SECONDARY_RATE_LIMIT_WAIT_MS;
      cap = Math.min(cap, this.maxRateLimitWaitMs);
    } else {
      wait = after ?? backoff;
    }
    const kind = primary ? 'rate limit exhausted' : secondary ? 'secondary rate limit' : '';
    if (wait > cap) return { wait: null, note: `; not retried: ${kind ? `${kind}, ` : ''}${why}, more than the ${seconds(cap)} bench-check waits`, rateLimited };
    if (!IDEMPOTENT.has(method) && !rateLimited) return { wait: null, note: `; not retried: a ${method} may already have taken effect`, rateLimited };
    if (!IDEMPOTENT.has(method)) return { wait: null, note: `; not retried: ${kind}, a ${method} is not repeated`, rateLimited };
    return { wait, note: kind ? ` (${kind})` : '', rateLimited };
  }

  private async pause(ms: number): Promise<void> {
    const scaled = ms * this.timeScale;
    if (scaled > 0) await this.sleep(scaled);
  }

  /** Run `attempt` until it gives a final result, retrying as the class comment says. */
  private async withRetries<T>(method: string, pathOrUrl: string, need: Permission | null, attempt: () => Promise<Attempt<T>>): Promise<ApiResult<T>> {
    const url = this.url(pathOrUrl);
    const tries = (n: number) => (n > 1 ? ` after ${n} attempts` : '');
    for (let n = 1; ; n++) {
      const got = await attempt();
      if (got.kind === 'done') return got.result;
      if (got.kind === 'network') {
        const what = networkMessage(got.error);
        const code = errorCode(got.error);
        const mayRepeat = IDEMPOTENT.has(method) || (!got.afterResponse && code !== undefined && NOT_SENT_CODES.has(code));
        if (mayRepeat && n <= this.retries) {
          const wait = RETRY_BASE_MS * 2 ** (n - 1);
          this.onRetry?.(`${method} ${url} failed: ${what}; retry ${n} of ${this.retries} in ${seconds(wait)}`);
          await this.pause(wait);
          continue;
        }
        const note = mayRepeat ? tries(n) : n > 1 ? tries(n) : `; not retried: a ${method} may already have reached the server`;
        return { ok: false, error: { status: null, method, path: pathOrUrl, message: `${method} ${url} failed: ${what}${note}`, attempts: n } };
      }
      const { res } = got;
      let message = '';
      try {
        const body = JSON.parse(await res.text()) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // not JSON, or the body broke off: the status says enough
      }
      const verdict = this.judge(method, res, message, n);
      const detail = message === '' ? '' : scrubSecrets(message, [this.token], 300);
      const head = `${method} ${url} → HTTP ${res.status}${detail ? ` (${detail})` : ''}`;
      if (verdict.wait !== null && n <= this.retries) {
        this.onRetry?.(`${head}${verdict.note}; retry ${n} of ${this.retries} in ${seconds(verdict.wait)}`);
        await this.pause(verdict.wait);
        continue;
      }
      const why = verdict.rateLimited ? '' : explainFailure(res.status, need);
      const note = verdict.wait !== null ? `${verdict.note}${tries(n)}` : `${tries(n)}${verdict.note}`;
      return { ok: false, error: { status: res.status, method, path: pathOrUrl, message: `${head}${note}${why ? `: ${why}` : ''}`, attempts: n, ...(verdict.rateLimited ? { rateLimited: true } : {}) } };
    }
  }

  /**
   * One JSON request. `need` names the permission a 403/404 most likely means is missing.
   * `ifNoneMatch` (an ETag of an earlier answer) makes it a conditional request: a 304 answer is a
   * success with `status` 304 and `data` null (so pass `T | null`); GitHub does not count it
   * against the rate limit.
   */
  async request<T>(method: string, pathOrUrl: string, opts: { body?: unknown; need?: Permission; ifNoneMatch?: string } = {}): Promise<ApiResult<T>> {
    const url = this.url(pathOrUrl);
    return this.withRetries<T>(method, pathOrUrl, opts.need ?? null, async () => {
      let res: Response;
      try {
        res = await this.fetch(method, url, { body: opts.body, ifNoneMatch: opts.ifNoneMatch });
      } catch (error) {
        return { kind: 'network', error, afterResponse: false };
      }
      if (res.status === 304 && opts.ifNoneMatch !== undefined) {
        await res.body?.cancel();
        return { kind: 'done', result: { ok: true, data: null as T, status: 304, headers: res.headers } };
      }
      if (!res.ok) return { kind: 'http', res };
      let text: string;
      try {
        text = await res.text();
      } catch (error) {
        return { kind: 'network', error, afterResponse: true };
      }
      try {
        return { kind: 'done', result: { ok: true, data: (text === '' ? null : JSON.parse(text)) as T, status: res.status, headers: res.headers } };
      } catch (error) {
        return { kind: 'done', result: { ok: false, error: { status: res.status, method, path: pathOrUrl, message: `${method} ${pathOrUrl}: invalid JSON in the answer (${(error as Error).message})` } } };
      }
    });
  }

  /**
   * Every page of a list endpoint, following `Link: rel="next"`. `key` picks the array out of an
   * object answer (e.g. `workflow_runs`). `until` stops early once a page holds what is looked for.
   * Each page is retried on its own.
   */
  async paginate<T>(pathOrUrl: string, opts: { key?: string; need?: Permission; maxPages?: number; until?: (page: T[]) => boolean } = {}): Promise<ApiResult<T[]>> {
    const all: T[] = [];
    let next: string | null = pathOrUrl;
    let pages = 0;
    let last: { status: number; headers: Headers } | null = null;
    while (next !== null && pages < (opts.maxPages ?? 100)) {
      const page: ApiResult<unknown> = await this.request<unknown>('GET', next, { need: opts.need });
      if (!page.ok) return page;
      pages += 1;
      const items = (opts.key === undefined ? page.data : (page.data as Record<string, unknown> | null)?.[opts.key]) as T[] | undefined;
      if (!Array.isArray(items)) return { ok: false, error: { status: page.status, method: 'GET', path: next, message: `GET ${next}: expected a list${opts.key ? ` in "${opts.key}"` : ''}` } };
      all.push(...items);
      last = { status: page.status, headers: page.headers };
      if (opts.until?.(items)) break;
      next = nextLink(page.headers.get('link'));
    }
    return { ok: true, data: all, status: last?.status ?? 200, headers: last?.headers ?? new Headers() };
  }

  /**
   * Download binary content (artifact zips). GitHub answers with a redirect to blob storage; the
   * token is not sent to the redirect target. A retry starts again at `pathOrUrl`, so it gets a
   * fresh pre-signed URL. `onBytes` is told of each piece of the body as it arrives (progress).
   */
  async download(pathOrUrl: string, opts: { need?: Permission; maxBytes?: number; onBytes?: (n: number) => void } = {}): Promise<ApiResult<Uint8Array>> {
    const max = opts.maxBytes ?? 2 ** 31;
    return this.withRetries<Uint8Array>('GET', pathOrUrl, opts.need ?? null, async () => {
      let url = this.url(pathOrUrl);
      let auth = true;
      for (let hop = 0; hop < 5; hop++) {
        let res: Response;
        try {
          res = await this.fetch('GET', url, { auth, redirect: 'manual' });
        } catch (error) {
          return { kind: 'network', error, afterResponse: false };
        }
        if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
          // GitHub redirects to pre-signed blob storage URLs: they need no token and must not get it.
          url = new URL(res.headers.get('location')!, url).toString();
          auth = false;
          await res.body?.cancel();
          continue;
        }
        if (!res.ok) return { kind: 'http', res };
        const declared = Number(res.headers.get('content-length') ?? '0');
        if (declared > max) {
          await res.body?.cancel();
          return { kind: 'done', result: { ok: false, error: { status: res.status, method: 'GET', path: pathOrUrl, message: `GET ${pathOrUrl}: ${declared} bytes is more than the limit of ${max}` } } };
        }
        let data: Uint8Array;
        try {
          data = await readBody(res, max, opts.onBytes);
        } catch (error) {
          return { kind: 'network', error, afterResponse: true };
        }
        if (data.byteLength > max) return { kind: 'done', result: { ok: false, error: { status: res.status, method: 'GET', path: pathOrUrl, message: `GET ${pathOrUrl}: more than ${max} bytes` } } };
        return { kind: 'done', result: { ok: true, data, status: res.status, headers: res.headers } };
      }
      return { kind: 'done', result: { ok: false, error: { status: null, method: 'GET', path: pathOrUrl, message: `GET ${pathOrUrl}: too many redirects` } } };
    });
  }
}

/**
 * A response body read piece by piece (each piece told to `onBytes`); reading stops once it holds
 * more than `max` bytes (the caller refuses it).
 */
async function readBody(res: Response, max: number, onBytes: ((n: number) => void) | undefined): Promise<Uint8Array> {
  if (res.body === null) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of res.body as AsyncIterable<Uint8Array>) {
    parts.push(part);
    size += part.byteLength;
    onBytes?.(part.byteLength);
    if (size > max) {
      await res.body.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(parts, size);
}
