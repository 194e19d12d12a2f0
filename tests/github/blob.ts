// The blob storage GitHub redirects artifact downloads to, as a second loopback origin (issue #25):
// pre-signed URLs (a signature in the query, no token needed), Range requests answered 206, and a
// request carrying Authorization refused and recorded as a violation (the token must never leave
// GitHub's API). A test can slow a transfer down, stall it, or cut it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BlobRequest {
  path: string;
  authorization: string | undefined;
  range: string | undefined;
  status?: number;
}

/** How the next transfers go (all optional). */
export interface BlobBehaviour {
  /** Bytes per second, sent in pieces of `bytesPerSecond / 20` every 50 ms (default: all at once). */
  bytesPerSecond?: number;
  /** After this many bytes of a transfer, send nothing more for `stallMs` (default: never). */
  stallAfterBytes?: number;
  stallMs?: number;
  /** After this many bytes of a transfer, cut the connection (for the next `cuts` transfers). */
  cutAfterBytes?: number;
  cuts?: number;
  /** Answer Range requests 200 with the whole blob, as storage that does not resume. */
  ignoreRange?: boolean;
}

export class FakeBlobStorage {
  requests: BlobRequest[] = [];
  violations: string[] = [];
  behaviour: BlobBehaviour = {};
  private signed = new Map<string, Buffer>();
  private server: Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  reset(): void {
    this.requests = [];
    this.violations = [];
    this.behaviour = {};
    this.signed.clear();
  }

  /** A pre-signed URL for `zip` on `hostname` (GitHub's redirect target). */
  sign(hostname: string, artifactId: number, zip: Buffer): string {
    const sig = randomBytes(12).toString('hex');
    this.signed.set(sig, zip);
    return `http://${hostname}:${this.port}/artifacts/${artifactId}.zip?sig=${sig}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://blob');
    const recorded: BlobRequest = {
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      range: req.headers.range,
    };
    this.requests.push(recorded);
    const answer = (status: number, text: string) => {
      recorded.status = status;
      res.writeHead(status, { 'content-type': 'application/xml' }).end(text);
    };
    if (req.headers.authorization !== undefined) {
      this.violations.push(`blob storage got an Authorization header on ${url.pathname}: the token left GitHub's API`);
      answer(400, '<Error><Code>InvalidAuthenticationInfo</Code></Error>');
      return;
    }
    const zip = this.signed.get(url.searchParams.get('sig') ?? '');
    if (zip === undefined) {
      answer(403, '<Error><Code>AuthenticationFailed</Code></Error>');
      return;
    }
    const b = this.behaviour;
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const from = range !== null && b.ignoreRange !== true ? Number(range[1]) : 0;
    if (from > zip.byteLength) {
      answer(416, '<Error><Code>InvalidRange</Code></Error>');
      return;
    }
    const body = zip.subarray(from);
    recorded.status = from > 0 ? 206 : 200;
    res.writeHead(recorded.status, {
      'content-type': 'application/zip',
      'content-length': String(body.byteLength),
      'accept-ranges': 'bytes',
      ...(from > 0 ? { 'content-range': `bytes ${from}-${zip.byteLength - 1}/${zip.byteLength}` } : {}),
    });
    const cut = b.cutAfterBytes !== undefined && (b.cuts ?? 1) > 0 ? b.cutAfterBytes : null;
    if (cut !== null) b.cuts = (b.cuts ?? 1) - 1;
    // Waits end early when the client goes away: nothing of a test outlives its connection.
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    // A call, not a field read: the client may go away while we sleep (a read would be narrowed to false).
    const gone = () => res.destroyed;
    const sleep = (ms: number) =>
      Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms).unref()), closed]);
    const piece = b.bytesPerSecond !== undefined ? Math.max(1, Math.floor(b.bytesPerSecond / 20)) : body.byteLength;
    let stalled = false;
    for (let sent = 0; sent < body.byteLength;) {
      if (gone()) return;
      if (cut !== null && sent >= cut) {
        // What was sent reaches the client before the connection breaks: a cut, not a lost write.
        await sleep(100);
        return void res.destroy();
      }
      if (!stalled && b.stallAfterBytes !== undefined && sent >= b.stallAfterBytes) {
        stalled = true;
        await sleep(b.stallMs ?? 0);
        if (gone()) return;
      }
      let n = Math.min(piece, body.byteLength - sent);
      if (cut !== null) n = Math.min(n, Math.max(1, cut - sent));
      if (!stalled && b.stallAfterBytes !== undefined) n = Math.min(n, Math.max(1, b.stallAfterBytes - sent));
      const ok = res.write(body.subarray(sent, sent + n));
      sent += n;
      if (!ok) await Promise.race([new Promise((resolve) => res.once('drain', resolve)), closed]);
      if (b.bytesPerSecond !== undefined) await sleep(50);
    }
    res.end();
  }
}
