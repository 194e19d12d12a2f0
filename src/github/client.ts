// GitHub's REST API through Octokit: @actions/github's getOctokit with @octokit/plugin-retry and
// @octokit/plugin-throttling (docs/gate.md "Retries, rate limits and downloads"). The plugins do
// the retries, the rate-limit waits and the pagination. What is the project's own: errors as values
// that name the missing `permissions:` entry, the token scrubbed from every message, the API
// version pinned, a timeout per attempt, the waits scaled for tests and every retry told.
import Bottleneck from 'bottleneck/light.js';
import { scrubSecrets } from '../core/secrets.js';
import { conditionalRequests, type ListCache } from './conditional.js';

export type Permission = 'pull-requests: write' | 'pull-requests: read' | 'actions: read' | 'contents: read';

export interface ApiError {
  /** HTTP status, or null when the request never got an answer (refused, cut, timed out). */
  status: number | null;
  method: string;
  path: string;
  message: string;
  /** Requests sent (1 + retries); absent on errors that are not about an answer (a malformed answer, a size). */
  attempts?: number;
  /** A primary or secondary rate limit refused the request (and was not waited out). */
  rateLimited?: boolean;
}

/** Response headers as Octokit gives them: lower-case names. */
export type ResponseHeaders = Readonly<Record<string, string | number | undefined>>;

export type ApiResult<T> =
  { ok: true; data: T; status: number; headers: ResponseHeaders } | { ok: false; error: ApiError };

/** The REST API version every request asks for (`X-GitHub-Api-Version`). */
const API_VERSION = '2022-11-28';
/** Retries after the first attempt (plugin-retry waits 1 s, 4 s, 9 s: (n)² seconds). */
const DEFAULT_RETRIES = 3;
/** One attempt of an API request that takes longer fails (and is retried like a network error). */
const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest wait for a primary rate limit's reset; a later reset fails the request. */
const MAX_RATE_LIMIT_WAIT_MS = 300_000;
/** The longest wait for a secondary rate limit (`Retry-After`, else GitHub's 60 s). */
const MAX_SECONDARY_WAIT_MS = 60_000;
/**
 * Statuses plugin-retry leaves alone: client errors, and 403/429, which plugin-throttling judges
 * (a rate limit is waited out, a refusal is final).
 */
const DO_NOT_RETRY: readonly number[] = [400, 401, 403, 404, 409, 410, 422, 429, 451];

export interface ClientOptions {
  token: string;
  /** GITHUB_API_URL; default https://api.github.com (GHES: https://host/api/v3). */
  baseUrl?: string;
  userAgent?: string;
  /** One attempt that takes longer fails with status null (and is retried). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 3). */
  retries?: number;
  /** Multiplies every wait of the plugins (default 1; 0 never waits). For tests. */
  timeScale?: number;
  /** Told about every retry and rate-limit wait. */
  onRetry?: (message: string) => void;
  /**
   * The longest wait for a rate limit, primary or secondary (default: 5 minutes for a primary one,
   * 60 s for a secondary one); a longer one fails the request at once, with `rateLimited` set.
   */
  maxRateLimitWaitMs?: number;
  /** Where list answers are kept with their ETag, and which lists, for conditional requests (src/github/conditional.ts); none by default. */
  listCache?: ListCache;
  /** An artifact download that gets no byte for this long fails the attempt (default 30 s; src/github/blob.ts). */
  idleTimeoutMs?: number;
}

/** No byte of an artifact download for this long ends the attempt, unless BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S says otherwise. */
const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

const FORK_NOTE =
  'Pull requests from forks get a read-only GITHUB_TOKEN whatever the workflow asks for, so a fork PR cannot be commented on ' +
  'from its own `pull_request` run: use `mode: score` there and `mode: report` in a `workflow_run` workflow (docs/gate.md).';

/** Why a 403/404 happened, in terms of the `permissions:` block the workflow needs. */
function explainFailure(status: number | null, need: Permission | null): string {
  if (status === 401) return 'the token was rejected (401): check the `github-token` input';
  if ((status === 403 || status === 404) && need !== null) {
    return `the token lacks \`${need}\` (HTTP ${status}; GitHub answers 404 instead of 403 for resources a token may not see). Add \`${need}\` to the job's \`permissions:\`. ${FORK_NOTE}`;
  }
  return '';
}

export function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

type GitHubModule = typeof import('@actions/github');
/** The Octokit of @actions/github with the REST methods and pagination. */
export type GitHubOctokit = ReturnType<GitHubModule['getOctokit']>;
type OctokitPlugin = Parameters<GitHubModule['getOctokit']>[2];
type Hooked = Parameters<OctokitPlugin>[0];

/** What Octokit's RequestError carries (plugin-throttling and plugin-retry throw the same). */
interface RequestErrorLike {
  status: number;
  message: string;
  request?: { method?: string; url?: string };
  response?: { status: number; headers: ResponseHeaders; data?: unknown };
  /** Set by `attemptsPlugin`: how many requests were sent for it. */
  benchCheckAttempts?: number;
}

function isRequestError(error: unknown): error is RequestErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/** Whether an answer is a rate limit: the primary one is exhausted, or GitHub names a secondary one. */
function rateLimitOf(
  status: number | null,
  headers: ResponseHeaders | undefined,
  message: string,
): 'primary' | 'secondary' | null {
  if (status !== 403 && status !== 429) return null;
  if (/\bsecondary rate\b/i.test(message)) return 'secondary';
  return String(headers?.['x-ratelimit-remaining'] ?? '') === '0' ? 'primary' : null;
}

/** The network failure behind Octokit's "500" for a request that got no answer. */
function networkMessage(error: unknown): string {
  const e = error as {
    message?: string;
    cause?: { message?: string; code?: string; cause?: { code?: string; message?: string } };
  };
  const cause = e.cause?.cause?.message ?? e.cause?.cause?.code ?? e.cause?.code;
  const own = e.message ?? String(error);
  return cause && !own.includes(cause) ? `${own} (${cause})` : own;
}

/**
 * The innermost hook of every request (so it sees each attempt the plugins send): the API version
 * header, a fresh timeout per attempt, each retry told with why, and the attempts counted on the error.
 */
function attemptsPlugin(
  timeoutMs: number,
  retries: number,
  token: string,
  onRetry: ((m: string) => void) | undefined,
): OctokitPlugin {
  return (octokit: Hooked) => {
    const last = new WeakMap<object, { n: number; why: string }>();
    octokit.hook.wrap('request', async (request, options) => {
      const seen = last.get(options) ?? { n: 0, why: '' };
      last.set(options, seen);
      seen.n += 1;
      if (seen.n > 1) onRetry?.(`retry ${seen.n - 1} of ${retries} after ${seen.why}`);
      options.headers['x-github-api-version'] = API_VERSION;
      options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
      try {
        return await request(options);
      } catch (error) {
        if (isRequestError(error)) {
          error.benchCheckAttempts = seen.n;
          const url = `${error.request?.method ?? options.method} ${error.request?.url ?? options.url}`;
          seen.why = error.response
            ? `${url} → HTTP ${error.status} (${scrubSecrets(error.message, [token], 200)})`
            : `${url} failed: ${networkMessage(error)}`;
        }
        throw error;
      }
    });
  };
}

/** A Bottleneck group spacing requests `ms` apart, as plugin-throttling's own but with the scaled time. */
function spaced(ms: number): Bottleneck.Group {
  return new Bottleneck.Group({ maxConcurrent: 1, minTime: ms });
}

/**
 * A GitHub REST client: an Octokit (`octokit`, typed from @octokit/openapi-types) and `call` /
 * `list`, which turn its answers and errors into values. Made by `createGitHubClient`.
 */
export class GitHubClient {
  readonly baseUrl: string;
  readonly retries: number;
  /** Multiplies the waits of the plugins and of this program's own (the comment check, the download resumption). */
  readonly timeScale: number;
  readonly idleTimeoutMs: number;
  private readonly onRetry: ((message: string) => void) | undefined;

  constructor(
    readonly octokit: GitHubOctokit,
    private readonly token: string,
    opts: {
      baseUrl: string;
      retries: number;
      timeScale: number;
      idleTimeoutMs: number;
      onRetry: ((message: string) => void) | undefined;
    },
  ) {
    this.baseUrl = opts.baseUrl;
    this.retries = opts.retries;
    this.timeScale = opts.timeScale;
    this.idleTimeoutMs = opts.idleTimeoutMs;
    this.onRetry = opts.onRetry;
  }

  /** Tell about a retry or a wait (the action writes it on stderr). */
  tell(message: string): void {
    this.onRetry?.(message);
  }

  /** Wait `ms` on the client's scaled clock: the backoff of plugin-retry, for the retries that are this program's own. */
  async pause(ms: number): Promise<void> {
    const scaled = ms * this.timeScale;
    if (scaled > 0) await new Promise((resolve) => setTimeout(resolve, scaled));
  }

  /** An Octokit error as a value: status, method and URL, attempts, the permission a 403/404 most likely lacks, rate limits marked. */
  apiError(error: unknown, need: Permission | null): ApiError {
    if (!isRequestError(error)) throw error;
    const method = error.request?.method ?? 'GET';
    const url = error.request?.url ?? '';
    const path = url.startsWith(this.baseUrl) ? url.slice(this.baseUrl.length) : url;
    const attempts = error.benchCheckAttempts ?? 1;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    if (error.response === undefined) {
      return {
        status: null,
        method,
        path,
        message: `${method} ${url} failed: ${scrubSecrets(networkMessage(error), [this.token], 300)}${tries}`,
        attempts,
      };
    }
    const detail = scrubSecrets(error.message, [this.token], 300);
    const head = `${method} ${url} → HTTP ${error.status}${detail ? ` (${detail})` : ''}`;
    const limit = rateLimitOf(error.status, error.response.headers, error.message);
    if (limit !== null) {
      const reset = Number(error.response.headers['x-ratelimit-reset']);
      const when =
        limit === 'primary' && Number.isFinite(reset) && reset > 0
          ? `; the rate limit resets at ${new Date(reset * 1000).toISOString()}`
          : '';
      const kind = limit === 'primary' ? 'rate limit exhausted' : 'secondary rate limit';
      return {
        status: error.status,
        method,
        path,
        message: `${head}: ${kind}${when}${tries}`,
        attempts,
        rateLimited: true,
      };
    }
    const why = explainFailure(error.status, need);
    return { status: error.status, method, path, message: `${head}${tries}${why ? `: ${why}` : ''}`, attempts };
  }

  /** One request (`send`, with the Octokit): its answer, or its error as a value. `need`: the permission a 403/404 means is missing. */
  async call<T>(
    need: Permission | null,
    send: (octokit: GitHubOctokit) => Promise<{ data: T; status: number; headers: ResponseHeaders }>,
  ): Promise<ApiResult<T>> {
    try {
      const res = await send(this.octokit);
      return { ok: true, data: res.data, status: res.status, headers: res.headers };
    } catch (error) {
      return { ok: false, error: this.apiError(error, need) };
    }
  }

  /**
   * The items of a paginated list (`pages`: an Octokit `paginate.iterator`), page after page until
   * `until` holds for a page or `maxPages` were read. Each page is retried on its own.
   */
  async list<T>(
    need: Permission | null,
    pages: (octokit: GitHubOctokit) => AsyncIterable<{ data: T[]; headers: ResponseHeaders }>,
    opts: { until?: (page: T[]) => boolean; maxPages?: number } = {},
  ): Promise<ApiResult<T[]>> {
    const all: T[] = [];
    let headers: ResponseHeaders = {};
    let read = 0;
    try {
      for await (const page of pages(this.octokit)) {
        all.push(...page.data);
        headers = page.headers;
        read += 1;
        if (opts.until?.(page.data) === true || read >= (opts.maxPages ?? 100)) break;
      }
    } catch (error) {
      return { ok: false, error: this.apiError(error, need) };
    }
    return { ok: true, data: all, status: 200, headers };
  }
}

/**
 * The client of GitHub's API at `baseUrl`: @actions/github's Octokit (imported here, not at start:
 * it reads the event payload as it loads, which main.ts checks first), retried by plugin-retry,
 * rate limits handled by plugin-throttling, every request through the global `fetch` (and so the
 * proxy the environment names, src/core/proxy.ts).
 */
export async function createGitHubClient(opts: ClientOptions): Promise<GitHubClient> {
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ]);
  const baseUrl = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const retries = Math.max(0, Math.floor(opts.retries ?? DEFAULT_RETRIES));
  const scale =
    opts.timeScale !== undefined && Number.isFinite(opts.timeScale) && opts.timeScale >= 0 ? opts.timeScale : 1;
  const maxWait =
    opts.maxRateLimitWaitMs !== undefined && opts.maxRateLimitWaitMs >= 0
      ? opts.maxRateLimitWaitMs
      : Number.POSITIVE_INFINITY;
  const onRetry = opts.onRetry;
  /** plugin-throttling asks whether to wait `retryAfter` seconds for a rate limit: within the caps and the retries, yes. */
  const rateLimited =
    (kind: 'primary' | 'secondary') =>
    (
      retryAfter: number,
      options: { method?: string; url?: string },
      octokit: { request: { endpoint: { parse: (o: never) => { url: string } } } },
      retryCount: number,
    ): boolean => {
      const wait = retryAfter * 1000;
      const cap = Math.min(kind === 'primary' ? MAX_RATE_LIMIT_WAIT_MS : MAX_SECONDARY_WAIT_MS, maxWait);
      if (retryCount >= retries || wait > cap) return false;
      const what = kind === 'primary' ? 'rate limit exhausted' : 'secondary rate limit';
      const url = octokit.request.endpoint.parse(options as never).url;
      onRetry?.(
        `${options.method ?? 'GET'} ${url}: ${what}; waiting ${seconds(wait)} before retry ${retryCount + 1} of ${retries}`,
      );
      return true;
    };
  const plugins: OctokitPlugin[] = [];
  if (opts.listCache !== undefined) plugins.push(conditionalRequests(opts.listCache) as unknown as OctokitPlugin);
  plugins.push(attemptsPlugin(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, retries, opts.token, onRetry), retry, throttling);
  const octokit = getOctokit(
    opts.token,
    {
      baseUrl,
      userAgent: opts.userAgent ?? 'bench-check',
      // The global fetch: no agent of its own, so the proxy dispatcher (src/core/proxy.ts) applies.
      request: { fetch: (url: string, init: RequestInit) => fetch(url, init) },
      retry: { retries, doNotRetry: [...DO_NOT_RETRY], retryAfterBaseValue: 1000 * scale },
      throttle: {
        retryAfterBaseValue: 1000 * scale,
        onRateLimit: rateLimited('primary'),
        onSecondaryRateLimit: rateLimited('secondary'),
        // Writes 1 s apart and comments 3 s apart, as GitHub asks, on the scaled clock.
        ...(scale !== 1 ? { write: spaced(1000 * scale), notifications: spaced(3000 * scale) } : {}),
      },
      // Octokit's own warnings (a deprecated endpoint) on stderr, never its debug lines.
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: (m: string) => void process.stderr.write(`bench-check: ${m}\n`),
        error: () => undefined,
      },
    },
    ...plugins,
  );
  const idleTimeoutMs =
    opts.idleTimeoutMs !== undefined && opts.idleTimeoutMs > 0 ? opts.idleTimeoutMs : DEFAULT_IDLE_TIMEOUT_MS;
  return new GitHubClient(octokit, opts.token, { baseUrl, retries, timeScale: scale, idleTimeoutMs, onRetry });
}

/**
 * The action's client: GITHUB_API_URL, retries told on stderr, BENCH_CHECK_GITHUB_RETRY_SCALE (a
 * number ≥ 0 multiplying every wait; for tests, docs/maintainers.md), BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S
 * (a number > 0; docs/gate.md "Retries, rate limits and downloads"). Anything else in them is ignored. `extra` overrides any option.
 */
export function clientOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  token: string,
  extra: Partial<Omit<ClientOptions, 'token'>> = {},
): ClientOptions {
  const number = (text: string | undefined) =>
    text !== undefined && /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null;
  const scale = number(env.BENCH_CHECK_GITHUB_RETRY_SCALE);
  const idle = number(env.BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S);
  return {
    token,
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
    ...(scale !== null ? { timeScale: scale } : {}),
    ...(idle !== null && idle > 0 ? { idleTimeoutMs: idle * 1000 } : {}),
    onRetry: (message) => void process.stderr.write(`bench-check: ${message}\n`),
    ...extra,
  };
}
