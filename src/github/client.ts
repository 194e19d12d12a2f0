// A small GitHub REST client over the global fetch. Chosen over @actions/github (Octokit) because
// it honours GITHUB_API_URL directly, is trivial to point at a loopback test server, and returns
// errors as values that explain the missing workflow permission.

import { scrubSecrets } from '../core/secrets.js';

export type Permission = 'pull-requests: write' | 'pull-requests: read' | 'actions: read' | 'contents: read';

export interface ApiError {
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  method: string;
  path: string;
  message: string;
}

export type ApiResult<T> = { ok: true; data: T; status: number; headers: Headers } | { ok: false; error: ApiError };

export interface ClientOptions {
  token: string | null;
  /** GITHUB_API_URL; default https://api.github.com (GHES: https://host/api/v3). */
  baseUrl?: string;
  userAgent?: string;
  /** Requests that take longer fail with status null. */
  timeoutMs?: number;
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

export class GitHubClient {
  readonly baseUrl: string;
  private readonly token: string | null;
  private readonly userAgent: string;
  private readonly timeoutMs: number;

  constructor(opts: ClientOptions) {
    this.baseUrl = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
    this.token = opts.token;
    this.userAgent = opts.userAgent ?? 'bench-check';
    this.timeoutMs = opts.timeoutMs ?? 30_000;
  }

  static fromEnv(env: Readonly<Record<string, string | undefined>>, token: string | null): GitHubClient {
    return new GitHubClient({ token, baseUrl: env.GITHUB_API_URL || undefined });
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

  private async send(method: string, pathOrUrl: string, init: { body?: unknown; auth?: boolean; redirect?: 'follow' | 'manual' }): Promise<{ ok: true; res: Response } | { ok: false; error: ApiError }> {
    const url = this.url(pathOrUrl);
    try {
      const res = await fetch(url, {
        method,
        headers: this.headers(init.auth ?? true, init.body !== undefined),
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: init.redirect ?? 'follow',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { ok: true, res };
    } catch (error) {
      return { ok: false, error: { status: null, method, path: pathOrUrl, message: `${method} ${url} failed: ${(error as Error).message}` } };
    }
  }

  private async failure(method: string, pathOrUrl: string, res: Response, need: Permission | null): Promise<ApiError> {
    let detail = '';
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === 'string') detail = scrubSecrets(body.message, [this.token], 300);
    } catch {
      // not JSON: the status says enough
    }
    const why = explainFailure(res.status, need);
    return { status: res.status, method, path: pathOrUrl, message: `${method} ${this.url(pathOrUrl)} → HTTP ${res.status}${detail ? ` (${detail})` : ''}${why ? `: ${why}` : ''}` };
  }

  /** One JSON request. `need` names the permission a 403/404 most likely means is missing. */
  async request<T>(method: string, pathOrUrl: string, opts: { body?: unknown; need?: Permission } = {}): Promise<ApiResult<T>> {
    const sent = await this.send(method, pathOrUrl, { body: opts.body });
    if (!sent.ok) return sent;
    const { res } = sent;
    if (!res.ok) return { ok: false, error: await this.failure(method, pathOrUrl, res, opts.need ?? null) };
    try {
      const text = await res.text();
      return { ok: true, data: (text === '' ? null : JSON.parse(text)) as T, status: res.status, headers: res.headers };
    } catch (error) {
      return { ok: false, error: { status: res.status, method, path: pathOrUrl, message: `${method} ${pathOrUrl}: invalid JSON in the answer (${(error as Error).message})` } };
    }
  }

  /**
   * Every page of a list endpoint, following `Link: rel="next"`. `key` picks the array out of an
   * object answer (e.g. `workflow_runs`). `until` stops early once a page holds what is looked for.
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
   * token is not sent to the redirect target.
   */
  async download(pathOrUrl: string, opts: { need?: Permission; maxBytes?: number } = {}): Promise<ApiResult<Uint8Array>> {
    let url = pathOrUrl;
    let auth = true;
    for (let hop = 0; hop < 5; hop++) {
      const sent = await this.send('GET', url, { auth, redirect: 'manual' });
      if (!sent.ok) return sent;
      const { res } = sent;
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        // GitHub redirects to pre-signed blob storage URLs: they need no token and must not get it.
        url = new URL(res.headers.get('location')!, this.url(url)).toString();
        auth = false;
        await res.body?.cancel();
        continue;
      }
      if (!res.ok) return { ok: false, error: await this.failure('GET', pathOrUrl, res, opts.need ?? null) };
      const declared = Number(res.headers.get('content-length') ?? '0');
      const max = opts.maxBytes ?? 2 ** 31;
      if (declared > max) {
        await res.body?.cancel();
        return { ok: false, error: { status: res.status, method: 'GET', path: pathOrUrl, message: `GET ${pathOrUrl}: ${declared} bytes is more than the limit of ${max}` } };
      }
      const data = new Uint8Array(await res.arrayBuffer());
      if (data.byteLength > max) return { ok: false, error: { status: res.status, method: 'GET', path: pathOrUrl, message: `GET ${pathOrUrl}: more than ${max} bytes` } };
      return { ok: true, data, status: res.status, headers: res.headers };
    }
    return { ok: false, error: { status: null, method: 'GET', path: pathOrUrl, message: `GET ${pathOrUrl}: too many redirects` } };
  }
}
