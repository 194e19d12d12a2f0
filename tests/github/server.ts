// A loopback GitHub REST API (node:http on 127.0.0.1, port 0) speaking the parts bench-check uses.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync, strToU8 } from 'fflate';

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
}

export interface FakeRun {
  id: number;
  workflow_id: number;
  head_sha: string;
  head_branch: string;
  conclusion: string;
  created_at: string;
  /** What triggered the run (default push). */
  event?: string;
  /** Where the run's head commit lives (default this repository; a fork for a fork PR's run). */
  headRepository?: string;
  artifacts: Array<{ id: number; name: string; expired?: boolean; files: Record<string, string | Uint8Array> }>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** The `If-None-Match` header of a conditional request. */
  ifNoneMatch?: string;
  /** The status answered (set once answered). */
  status?: number;
}

/** How an injected failure answers (all optional; the default is a JSON `{ message: "injected HTTP <status>" }`). */
export interface FailureOptions {
  /** Only requests with this method match (default: any). */
  method?: string;
  /** Extra response headers, e.g. `retry-after`, `x-ratelimit-remaining`, `x-ratelimit-reset`. */
  headers?: Record<string, string>;
  /** The `message` of the JSON answer, e.g. GitHub's secondary-rate-limit text. */
  message?: string;
  /** Carry the request out first (a comment is created), then answer the failure: a gateway that timed out after the backend acted. */
  process?: boolean;
  /** Never answer (the socket stays open until the client gives up or the server stops); `status` is unused. */
  hang?: boolean;
}

/** A response that goes nowhere, for requests carried out before an injected failure answers. */
const NOWHERE = { writeHead: () => NOWHERE, end: () => NOWHERE } as unknown as ServerResponse;

export class FakeGitHub {
  comments: FakeComment[] = [];
  pulls = new Map<number, { number: number; head: { sha: string; ref: string }; base: { sha: string; ref: string }; commits?: string[] }>();
  mergeBases = new Map<string, { sha: string; date: string }>();
  runs: FakeRun[] = [];
  requests: RecordedRequest[] = [];
  /** Answer 403 "Resource not accessible by integration" to comment writes (a fork PR's token). */
  readOnly = false;
  /** Page size of the comment list regardless of per_page, to exercise Link pagination. */
  commentPageSize = 2;
  /** Page size of the workflow-runs list regardless of per_page (default: per_page, else 30, as GitHub). */
  runsPageSize: number | null = null;
  /** When set, every JSON answer carries `x-ratelimit-remaining` with this value. */
  rateLimitRemaining: number | null = null;
  /** Injected failures: a request whose path (with query) matches answers `status`, `times` times. */
  failures: Array<{ path: RegExp; status: number; times: number } & FailureOptions> = [];
  /** Responses held open by `hang` failures, ended when the server stops or is reset. */
  private hung: ServerResponse[] = [];
  private nextId = 1000;
  private server: Server | null = null;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => this.json(res, 500, { message: String(error) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.releaseHung();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Forget every comment, request, run, pull and merge base, and grant write access again. */
  reset(): void {
    this.comments = [];
    this.requests = [];
    this.runs = [];
    this.readOnly = false;
    this.failures = [];
    this.releaseHung();
    this.pulls.clear();
    this.mergeBases.clear();
    this.runsPageSize = null;
    this.rateLimitRemaining = null;
  }

  /**
   * Answer `status` (with a GitHub-style JSON message) to the next `times` requests whose path
   * matches; `options` add headers, a message, a method filter, carrying the request out first, or no answer.
   */
  failOn(path: RegExp, status: number, times = Number.POSITIVE_INFINITY, options: FailureOptions = {}): void {
    this.failures.push({ path, status, times, ...options });
  }

  private releaseHung(): void {
    for (const res of this.hung) res.destroy();
    this.hung = [];
  }

  addComment(issue: number, body: string, login = 'someone'): FakeComment {
    const c = { id: this.nextId++, issue, body, user: { login, type: 'User' } };
    this.comments.push(c);
    return c;
  }

  /** What each response answers to (for its recorded status and a conditional GET). */
  private answering = new WeakMap<ServerResponse, RecordedRequest>();

  /** A JSON answer. A 200 to a GET carries an ETag (a hash of the body), and a matching If-None-Match is answered 304, as GitHub does. */
  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(body);
    const recorded = this.answering.get(res);
    if (this.rateLimitRemaining !== null) headers = { 'x-ratelimit-remaining': String(this.rateLimitRemaining), ...headers };
    if (status === 200 && recorded?.method === 'GET') {
      const etag = `W/"${createHash('sha256').update(text).digest('hex').slice(0, 40)}"`;
      if (recorded.ifNoneMatch === etag) {
        recorded.status = 304;
        res.writeHead(304, { etag });
        return void res.end();
      }
      headers = { ...headers, etag };
    }
    if (recorded !== undefined) recorded.status = status;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
  }

  private async readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text === '' ? null : JSON.parse(text);
  }

  private commentJson(c: FakeComment, repo: string) {
    return { id: c.id, body: c.body, user: c.user, html_url: `https://github.com/${repo}/pull/${c.issue}#issuecomment-${c.id}` };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const body = req.method === 'POST' || req.method === 'PATCH' ? await this.readBody(req) : null;
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname + url.search, authorization: req.headers.authorization, body };
    const inm = req.headers['if-none-match'];
    if (typeof inm === 'string') recorded.ifNoneMatch = inm;
    this.requests.push(recorded);
    this.answering.set(res, recorded);
    const failure = this.failures.find((f) => f.times > 0 && (f.method === undefined || f.method === req.method) && f.path.test(url.pathname + url.search));
    if (failure !== undefined) {
      failure.times -= 1;
      if (failure.hang) return void this.hung.push(res);
      if (failure.process) await this.route(req, url, body, NOWHERE);
      return this.json(res, failure.status, { message: failure.message ?? `injected HTTP ${failure.status}` }, failure.headers);
    }
    await this.route(req, url, body, res);
    recorded.status ??= res.statusCode;
  }

  private async route(req: IncomingMessage, url: URL, body: unknown, res: ServerResponse): Promise<void> {
    const p = url.pathname;
    let m: RegExpExecArray | null;
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(p))) {
      const repo = m[1]!;
      const issue = Number(m[2]);
      if (req.method === 'POST') {
        if (this.readOnly) return this.json(res, 403, { message: 'Resource not accessible by integration' });
        const c = { id: this.nextId++, issue, body: (body as { body: string }).body, user: { login: 'github-actions[bot]', type: 'Bot' } };
        this.comments.push(c);
        return this.json(res, 201, this.commentJson(c, repo));
      }
      const all = this.comments.filter((c) => c.issue === issue);
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = this.commentPageSize;
      const slice = all.slice((page - 1) * size, page * size);
      const headers: Record<string, string> = {};
      if (page * size < all.length) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next.toString()}>; rel="next", <${this.url}${p}?page=${Math.ceil(all.length / size)}>; rel="last"`;
      }
      return this.json(res, 200, slice.map((c) => this.commentJson(c, repo)), headers);
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(p)) && req.method === 'PATCH') {
      if (this.readOnly) return this.json(res, 403, { message: 'Resource not accessible by integration' });
      const c = this.comments.find((x) => x.id === Number(m![2]));
      if (c === undefined) return this.json(res, 404, { message: 'Not Found' });
      c.body = (body as { body: string }).body;
      return this.json(res, 200, this.commentJson(c, m[1]!));
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/commits$/.exec(p))) {
      // The PR's commits: `commits`, else just its head.
      const pull = this.pulls.get(Number(m[1]));
      return pull ? this.json(res, 200, (pull.commits ?? [pull.head.sha]).map((sha) => ({ sha }))) : this.json(res, 404, { message: 'Not Found' });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(p))) {
      const pull = this.pulls.get(Number(m[1]));
      return pull ? this.json(res, 200, pull) : this.json(res, 404, { message: 'Not Found' });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/compare\/(.+)$/.exec(p))) {
      const mb = this.mergeBases.get(decodeURIComponent(m[1]!));
      return mb ? this.json(res, 200, { merge_base_commit: { sha: mb.sha, commit: { committer: { date: mb.date } } } }) : this.json(res, 404, { message: 'Not Found' });
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/actions\/workflows\/([^/]+)\/runs$/.exec(p))) {
      const branch = url.searchParams.get('branch');
      const runs = this.runs
        .filter((r) => String(r.workflow_id) === decodeURIComponent(m![2]!) && (branch === null || r.head_branch === branch) && r.conclusion === 'success')
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      // Pages like GitHub's: per_page (default 30), page, and a Link header to the next page.
      const size = this.runsPageSize ?? Number(url.searchParams.get('per_page') ?? '30');
      const page = Number(url.searchParams.get('page') ?? '1');
      const headers: Record<string, string> = {};
      if (page * size < runs.length) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next.toString()}>; rel="next"`;
      }
      return this.json(res, 200, { total_count: runs.length, workflow_runs: runs.slice((page - 1) * size, page * size).map((r) => this.runJson(r, m![1]!)) }, headers);
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(p))) {
      const run = this.runs.find((r) => r.id === Number(m![2]));
      if (run === undefined) return this.json(res, 404, { message: 'Not Found' });
      return this.json(res, 200, { total_count: run.artifacts.length, artifacts: run.artifacts.map((a) => ({ id: a.id, name: a.name, expired: a.expired ?? false, size_in_bytes: 1000 })) });
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)$/.exec(p))) {
      const run = this.runs.find((r) => r.id === Number(m![2]));
      return run ? this.json(res, 200, this.runJson(run, m[1]!)) : this.json(res, 404, { message: 'Not Found' });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(p))) {
      // Like GitHub: 410 for an expired artifact, else a redirect to blob storage.
      if (this.runs.flatMap((r) => r.artifacts).find((a) => a.id === Number(m![1]))?.expired) return this.json(res, 410, { message: 'Artifact has expired' });
      res.writeHead(302, { location: `${this.url}/blob/artifact-${m[1]}.zip` });
      return void res.end();
    }
    if ((m = /^\/blob\/artifact-(\d+)\.zip$/.exec(p))) {
      const artifact = this.runs.flatMap((r) => r.artifacts).find((a) => a.id === Number(m![1]));
      if (artifact === undefined) return this.json(res, 404, { message: 'Not Found' });
      const files = Object.fromEntries(Object.entries(artifact.files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]));
      const zip = zipSync(files);
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(zip.byteLength) });
      return void res.end(Buffer.from(zip));
    }
    return this.json(res, 404, { message: `Not Found: ${req.method} ${p}` });
  }

  private runJson(r: FakeRun, repo: string) {
    return {
      id: r.id,
      workflow_id: r.workflow_id,
      head_sha: r.head_sha,
      head_branch: r.head_branch,
      conclusion: r.conclusion,
      status: 'completed',
      event: r.event ?? 'push',
      head_repository: { full_name: r.headRepository ?? repo },
      created_at: r.created_at,
      html_url: `https://github.com/${repo}/actions/runs/${r.id}`,
    };
  }
}
