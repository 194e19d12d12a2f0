// A loopback of the runner's artifact service as @actions/artifact talks to it: the Twirp calls
// CreateArtifact and FinalizeArtifact at ACTIONS_RESULTS_URL, and the blob upload (Azure block
// blob: Put Block, then Put Block List) at the signed URL CreateArtifact returns. It keeps what was
// uploaded, so a test can unzip the artifact and read what the action put in it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';

export interface UploadedArtifact {
  name: string;
  /** The artifact's files, unzipped. */
  files: Record<string, Uint8Array>;
}

export interface ResultsService {
  /** The environment a runner gives a step for it. */
  env: Record<string, string>;
  /** Artifacts finalized, in order. */
  artifacts: UploadedArtifact[];
  /** Every request: method and path. */
  requests: string[];
  close(): Promise<void>;
}

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';
export const ARTIFACT_ID = 4242;

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A runtime token as the runner's: a JWT whose `scp` names the run's and the job's backend ids. */
function runtimeToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: 'Actions.Results:run-backend-id:job-backend-id' })}.sig`;
}

export async function startResultsService(): Promise<ResultsService> {
  const blocks = new Map<string, Buffer>();
  const pending = new Map<string, Buffer>();
  const artifacts: UploadedArtifact[] = [];
  const requests: string[] = [];
  let created: string | null = null;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(`${req.method} ${url.pathname}`);
      const data = await body(req);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === `${SERVICE}CreateArtifact`) {
        created = (JSON.parse(data.toString()) as { name: string }).name;
        const { port } = server.address() as AddressInfo;
        json(200, { ok: true, signedUploadUrl: `http://127.0.0.1:${port}/blob/artifact.zip?sig=loopback` });
        return;
      }
      if (url.pathname === `${SERVICE}FinalizeArtifact`) {
        const name = (JSON.parse(data.toString()) as { name: string }).name;
        const zip = pending.get(name === created ? 'blob' : '') ?? Buffer.alloc(0);
        artifacts.push({ name, files: unzipSync(new Uint8Array(zip)) });
        json(200, { ok: true, artifactId: String(ARTIFACT_ID) });
        return;
      }
      if (url.pathname.startsWith('/blob/') && req.method === 'PUT') {
        const headers = { 'x-ms-request-id': 'loopback', 'x-ms-version': '2025-01-05', etag: '"loopback"' };
        if (url.searchParams.get('comp') === 'block') {
          blocks.set(url.searchParams.get('blockid') ?? '', data);
          res.writeHead(201, headers);
          return res.end();
        }
        if (url.searchParams.get('comp') === 'blocklist') {
          const ids = [...data.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]!);
          pending.set('blob', Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0))));
          res.writeHead(201, { ...headers, 'last-modified': new Date(0).toUTCString() });
          return res.end();
        }
        // A single Put Blob (small uploads).
        pending.set('blob', data);
        res.writeHead(201, headers);
        return res.end();
      }
      json(404, { code: 'not_found', msg: `${req.method} ${url.pathname}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { ACTIONS_RUNTIME_TOKEN: runtimeToken(), ACTIONS_RESULTS_URL: `http://127.0.0.1:${port}/` },
    artifacts,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
