// A loopback GitHub REST API (node:http on 127.0.0.1, port 0) speaking the parts bench-check uses,
// held to GitHub's own description of the API (tests/github/openapi.ts, issue #25): a request or an
// answer the description does not allow is a violation, recorded and answered with an error, and
// useFakeGitHub (helpers.ts) fails the test that caused it. Its objects are GitHub's examples with
// the test's values filled in. Artifact zips are laid out as actions/upload-artifact lays them out
// (zips.ts) and served from a second origin, blob storage (blob.ts), which refuses any token.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiDescription } from './openapi.js';
import { FakeBlobStorage } from './blob.js';
import { uploadArtifactZip } from './zips.js';

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
}

export interface FakeArtifact {
  id: number;
  name: string;
  expired?: boolean;
  files: Record<string, string | Uint8Array>;
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
  artifacts: FakeArtifact[];
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
  /** When it arrived (Date.now()). */
  at: number;
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

export interface FakePull {
  number: number;
  head: { sha: string; ref: string };
  base: { sha: string; ref: string };
  commits?: string[];
}

/** A response that goes nowhere, for requests carried out before an injected failure answers. */
const NOWHERE = { writeHead: () => NOWHERE, end: () => NOWHERE, setHeader: () => NOWHERE } as unknown as ServerResponse;

/** GitHub's rate-limit headers, sent with every answer (a 304 too). */
const RATE_LIMIT = 5000;

type Json = Record<string, unknown>;

export class FakeGitHub {
  comments: FakeComment[] = [];
  pulls = new Map<number, FakePull>();
  mergeBases = new Map<string, { sha: string; date: string }>();
  runs: FakeRun[] = [];
  requests: RecordedRequest[] = [];
  /** What the description does not allow, in requests received and answers sent: a test fails on any. */
  violations: string[] = [];
  /** Answer 403 "Resource not accessible by integration" to comment writes (a fork PR's token). */
  readOnly = false;
  /** Page size of the comment list regardless of per_page, to exercise Link pagination. */
  commentPageSize = 2;
  /** Page size of the workflow-runs list regardless of per_page (default: per_page, else 30, as GitHub). */
  runsPageSize: number | null = null;
  /** `x-ratelimit-remaining` of every answer (default: 4999). */
  rateLimitRemaining: number | null = null;
  /** Injected failures: a request whose path (with query) matches answers `status`, `times` times. */
  failures: ({ path: RegExp; status: number; times: number } & FailureOptions)[] = [];
  /** The blob storage the artifact downloads are redirected to (a second origin). */
  readonly blob = new FakeBlobStorage();
  /** The host name in the blob redirect (default 127.0.0.1; a proxy test names one only its proxy resolves). */
  blobHostname = '127.0.0.1';
  /** Responses held open by `hang` failures, ended when the server stops or is reset. */
  private hung: ServerResponse[] = [];
  private nextId = 1000;
  private server: Server | null = null;
  private readonly api = ApiDescription.load();
  url = '';
  port = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        this.violations.push(`the fake GitHub failed: ${String(error)}`);
        if (!res.headersSent)
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
    await this.blob.start();
    return this.url;
  }

  async stop(): Promise<void> {
    this.releaseHung();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
    await this.blob.stop();
  }

  /** Forget every comment, request, run, pull and merge base, and grant write access again. */
  reset(): void {
    this.comments = [];
    this.requests = [];
    this.violations = [];
    this.runs = [];
    this.readOnly = false;
    this.failures = [];
    this.releaseHung();
    this.pulls.clear();
    this.mergeBases.clear();
    this.runsPageSize = null;
    this.rateLimitRemaining = null;
    this.blobHostname = '127.0.0.1';
    this.blob.reset();
  }

  /**
   * Answer `status` (with a GitHub-style JSON message) to the next `times` requests whose path
   * matches; `options` add headers, a message, a method filter, carrying the request out first, or
   * no answer. Injected answers are what the description does not cover (gateways, rate limits):
   * they are not checked against it.
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

  /** Every artifact of every run. */
  private artifacts(): (FakeArtifact & { run: FakeRun })[] {
    return this.runs.flatMap((run) => run.artifacts.map((a) => ({ ...a, run })));
  }

  /** The zip of an artifact, built once (its size is the artifact's size_in_bytes). */
  private zips = new Map<number, { files: FakeArtifact['files']; zip: Promise<Buffer> }>();
  zipOf(artifact: FakeArtifact): Promise<Buffer> {
    const known = this.zips.get(artifact.id);
    if (known?.files === artifact.files) return known.zip;
    const z = { files: artifact.files, zip: uploadArtifactZip(artifact.files) };
    this.zips.set(artifact.id, z);
    return z.zip;
  }

  /** What each response answers: its record, its operation, and whether it was conditional. */
  private answering = new WeakMap<
    ServerResponse,
    { recorded: RecordedRequest; op: Parameters<ApiDescription['checkResponse']>[0] | null; base: string }
  >();

  private rateHeaders(): Record<string, string> {
    const remaining = this.rateLimitRemaining ?? RATE_LIMIT - 1;
    return {
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-used': String(RATE_LIMIT - remaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    };
  }

  /**
   * A JSON answer, checked against the description. A 200 to a GET carries an ETag (a hash of the
   * body), and a matching If-None-Match is answered 304 with the same rate-limit headers, as GitHub does.
   */
  private json(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
    checked = true,
  ): void {
    const text = JSON.stringify(body);
    const answering = this.answering.get(res);
    headers = { ...this.rateHeaders(), ...headers };
    if (checked && answering?.op) {
      const problems = this.api.checkResponse(
        answering.op,
        status,
        body,
        headers,
        answering.recorded.ifNoneMatch !== undefined,
      );
      if (problems.length > 0) {
        this.violations.push(...problems);
        status = 500;
        body = { message: `fake GitHub: the answer does not match GitHub's description: ${problems[0]}` };
      }
    }
    if (status === 200 && answering?.recorded.method === 'GET') {
      const etag = `W/"${createHash('sha256').update(text).digest('hex').slice(0, 40)}"`;
      if (answering.recorded.ifNoneMatch === etag) {
        answering.recorded.status = 304;
        res.writeHead(304, { etag, ...headers });
        return void res.end();
      }
      headers = { ...headers, etag };
    }
    if (answering !== undefined) answering.recorded.status = status;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  private async readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (text === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Links and redirects name the host the client asked for (through a proxy, a name only it resolves).
    const base = `http://${req.headers.host ?? `127.0.0.1:${this.port}`}`;
    const url = new URL(req.url ?? '/', base);
    const body = req.method === 'POST' || req.method === 'PATCH' ? await this.readBody(req) : null;
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      body,
      at: Date.now(),
    };
    const inm = req.headers['if-none-match'];
    if (typeof inm === 'string') recorded.ifNoneMatch = inm;
    this.requests.push(recorded);
    const failure = this.failures.find(
      (f) =>
        f.times > 0 && (f.method === undefined || f.method === req.method) && f.path.test(url.pathname + url.search),
    );
    const { op, problems } = this.api.checkRequest(recorded.method, url, req.headers, body);
    this.answering.set(res, { recorded, op, base });
    if (problems.length > 0) {
      this.violations.push(...problems);
      this.json(
        res,
        400,
        { message: `fake GitHub: the request does not match GitHub's description: ${problems[0]}` },
        {},
        false,
      );
      return;
    }
    if (failure !== undefined) {
      failure.times -= 1;
      if (failure.process) await this.route(req, url, body, NOWHERE, base);
      if (failure.hang) return void this.hung.push(res);
      this.json(
        res,
        failure.status,
        { message: failure.message ?? `injected HTTP ${failure.status}` },
        failure.headers,
        false,
      );
      return;
    }
    await this.route(req, url, body, res, base);
    recorded.status ??= res.statusCode;
  }

  private notFound(res: ServerResponse): void {
    this.json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }

  /** A Link header to the next page (and the last), as GitHub writes it. */
  private link(url: URL, base: string, page: number, size: number, total: number): Record<string, string> {
    if (page * size >= total) return {};
    const at = (n: number) => {
      const u = new URL(url.pathname + url.search, base);
      u.searchParams.set('page', String(n));
      return u.toString();
    };
    return { link: `<${at(page + 1)}>; rel="next", <${at(Math.ceil(total / size))}>; rel="last"` };
  }

  private async route(req: IncomingMessage, url: URL, body: unknown, res: ServerResponse, base: string): Promise<void> {
    const p = url.pathname;
    const page = Number(url.searchParams.get('page') ?? '1');
    let m: RegExpExecArray | null;
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(p))) {
      const repo = m[1]!;
      const issue = Number(m[2]);
      if (req.method === 'POST') {
        if (this.readOnly) {
          this.json(res, 403, {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest',
          });
          return;
        }
        const c = {
          id: this.nextId++,
          issue,
          body: (body as { body: string }).body,
          user: { login: 'github-actions[bot]', type: 'Bot' },
        };
        this.comments.push(c);
        this.json(res, 201, this.commentJson(c, repo, base));
        return;
      }
      const all = this.comments.filter((c) => c.issue === issue);
      const size = this.commentPageSize;
      this.json(
        res,
        200,
        all.slice((page - 1) * size, page * size).map((c) => this.commentJson(c, repo, base)),
        this.link(url, base, page, size, all.length),
      );
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(p))) {
      if (this.readOnly) {
        this.json(res, 403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest',
        });
        return;
      }
      const c = this.comments.find((x) => x.id === Number(m![2]));
      if (c === undefined) {
        this.json(res, 422, {
          message: 'Validation Failed',
          documentation_url: 'https://docs.github.com/rest',
          errors: [],
        });
        return;
      }
      c.body = (body as { body: string }).body;
      this.json(res, 200, this.commentJson(c, m[1]!, base));
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/commits$/.exec(p))) {
      // The PR's commits: `commits`, else just its head.
      const pull = this.pulls.get(Number(m[2]));
      if (pull === undefined) {
        this.json(res, 200, []);
        return;
      }
      const shas = pull.commits ?? [pull.head.sha];
      const size = Math.min(Number(url.searchParams.get('per_page') ?? '30'), 100);
      this.json(
        res,
        200,
        shas.slice((page - 1) * size, page * size).map((sha) => this.commitJson(sha, m![1]!)),
        this.link(url, base, page, size, shas.length),
      );
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/.exec(p))) {
      const pull = this.pulls.get(Number(m[2]));
      if (pull) this.json(res, 200, this.pullJson(pull, m[1]!));
      else this.notFound(res);
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/compare\/(.+)$/.exec(p))) {
      const mb = this.mergeBases.get(decodeURIComponent(m[2]!));
      if (mb) this.json(res, 200, this.comparisonJson(mb, m[1]!));
      else this.notFound(res);
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/actions\/workflows\/([^/]+)\/runs$/.exec(p))) {
      const q = url.searchParams;
      const status = q.get('status');
      // `status` is a run's status or its conclusion (GitHub: "a conclusion can be success or a status can be in_progress").
      const runs = this.runs
        .filter((r) => String(r.workflow_id) === decodeURIComponent(m![2]!))
        .filter(
          (r) =>
            (q.get('branch') ?? r.head_branch) === r.head_branch &&
            (q.get('event') ?? r.event ?? 'push') === (r.event ?? 'push') &&
            (q.get('head_sha') ?? r.head_sha) === r.head_sha,
        )
        .filter((r) => status === null || status === 'completed' || r.conclusion === status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const size = this.runsPageSize ?? Number(q.get('per_page') ?? '30');
      const pageRuns = runs.slice((page - 1) * size, page * size).map((r) => this.runJson(r, m![1]!));
      this.json(
        res,
        200,
        { total_count: runs.length, workflow_runs: pageRuns },
        this.link(url, base, page, size, runs.length),
      );
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(p))) {
      const run = this.runs.find((r) => r.id === Number(m![2]));
      const name = url.searchParams.get('name');
      const listed = (run?.artifacts ?? []).filter((a) => name === null || a.name === name);
      const size = Math.min(Number(url.searchParams.get('per_page') ?? '30'), 100);
      const items = await Promise.all(
        listed.slice((page - 1) * size, page * size).map((a) => this.artifactJson(a, run!, m![1]!, base)),
      );
      this.json(
        res,
        200,
        { total_count: listed.length, artifacts: items },
        this.link(url, base, page, size, listed.length),
      );
      return;
    }
    if ((m = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)$/.exec(p))) {
      const run = this.runs.find((r) => r.id === Number(m![2]));
      if (run) this.json(res, 200, this.runJson(run, m[1]!));
      else this.notFound(res);
      return;
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/([^/]+)$/.exec(p))) {
      // Like GitHub: 410 for an expired artifact, else a redirect to a pre-signed blob URL on another origin.
      const artifact = this.artifacts().find((a) => a.id === Number(m![1]));
      if (artifact === undefined || m[2] !== 'zip' || artifact.expired) {
        this.json(res, 410, { message: 'Artifact has expired', documentation_url: 'https://docs.github.com/rest' });
        return;
      }
      const location = this.blob.sign(this.blobHostname, artifact.id, await this.zipOf(artifact));
      this.answering.get(res)!.recorded.status = 302;
      const problems = this.api.checkResponse(this.answering.get(res)!.op!, 302, null, { location }, false);
      this.violations.push(...problems);
      res.writeHead(302, { location, ...this.rateHeaders() });
      return void res.end();
    }
    this.notFound(res);
  }

  private userJson(login: string, type: string): Json {
    const user = this.api.example('simple-user');
    const app = /^(.+)\[bot\]$/.exec(login);
    return {
      ...user,
      login,
      type,
      id: 41898282,
      html_url: app ? `https://github.com/apps/${app[1]}` : `https://github.com/${encodeURIComponent(login)}`,
    };
  }

  private commentJson(c: FakeComment, repo: string, base: string): Json {
    return {
      ...this.api.example('issue-comment'),
      id: c.id,
      node_id: `IC_${c.id}`,
      body: c.body,
      user: this.userJson(c.user.login, c.user.type),
      url: `${base}/repos/${repo}/issues/comments/${c.id}`,
      issue_url: `${base}/repos/${repo}/issues/${c.issue}`,
      html_url: `https://github.com/${repo}/pull/${c.issue}#issuecomment-${c.id}`,
    };
  }

  private commitJson(sha: string, repo: string): Json {
    const commit = this.api.example('commit');
    return {
      ...commit,
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: `https://api.github.com/repos/${repo}/commits/${sha}`,
      html_url: `https://github.com/${repo}/commit/${sha}`,
    };
  }

  private pullJson(pull: FakePull, repo: string): Json {
    const example = this.api.example('pull-request');
    const head = example.head as Json;
    const baseRef = example.base as Json;
    // GitHub's own example lists a team without the `type` its schema requires: none here.
    return {
      ...example,
      number: pull.number,
      requested_teams: [],
      html_url: `https://github.com/${repo}/pull/${pull.number}`,
      head: { ...head, sha: pull.head.sha, ref: pull.head.ref },
      base: { ...baseRef, sha: pull.base.sha, ref: pull.base.ref },
    };
  }

  private comparisonJson(mb: { sha: string; date: string }, repo: string): Json {
    const cmp = this.api.example('commit-comparison');
    const merge = cmp.merge_base_commit as Json;
    const commit = merge.commit as Json;
    return {
      ...cmp,
      merge_base_commit: {
        ...merge,
        sha: mb.sha,
        html_url: `https://github.com/${repo}/commit/${mb.sha}`,
        commit: { ...commit, committer: { ...(commit.committer as Json), date: mb.date } },
      },
    };
  }

  runJson(r: FakeRun, repo: string): Json {
    const run = this.api.example('workflow-run');
    const full = r.headRepository ?? repo;
    return {
      ...run,
      id: r.id,
      node_id: `WFR_${r.id}`,
      workflow_id: r.workflow_id,
      head_sha: r.head_sha,
      head_branch: r.head_branch,
      conclusion: r.conclusion === 'in_progress' ? null : r.conclusion,
      status: r.conclusion === 'in_progress' ? 'in_progress' : 'completed',
      event: r.event ?? 'push',
      created_at: r.created_at,
      updated_at: r.created_at,
      run_started_at: r.created_at,
      html_url: `https://github.com/${repo}/actions/runs/${r.id}`,
      head_repository: {
        ...(run.head_repository as Json),
        full_name: full,
        name: full.split('/')[1],
        html_url: `https://github.com/${full}`,
      },
      repository: {
        ...(run.repository as Json),
        full_name: repo,
        name: repo.split('/')[1],
        html_url: `https://github.com/${repo}`,
      },
      pull_requests: [],
    };
  }

  private async artifactJson(a: FakeArtifact, run: FakeRun, repo: string, base: string): Promise<Json> {
    const zip = await this.zipOf(a);
    return {
      ...this.api.example('artifact'),
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: zip.byteLength,
      expired: a.expired ?? false,
      url: `${base}/repos/${repo}/actions/artifacts/${a.id}`,
      archive_download_url: `${base}/repos/${repo}/actions/artifacts/${a.id}/zip`,
      digest: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
      workflow_run: {
        id: run.id,
        repository_id: 1,
        head_repository_id: 1,
        head_branch: run.head_branch,
        head_sha: run.head_sha,
      },
    };
  }
}
