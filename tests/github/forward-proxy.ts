// A loopback forward proxy (issue #25): node:http taking absolute-URI requests (`GET http://host/…`,
// how an http URL goes through a proxy) and CONNECT tunnels (how an https one does), recording
// each. It resolves the host names it is given to loopback ports: a test addresses its servers by
// names only this proxy knows, so a request that did not go through it cannot reach them.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ProxiedRequest {
  /** `GET http://api.github.test:1234/repos/…` or `CONNECT host:port`. */
  line: string;
  host: string;
  /** The Proxy-Authorization header, if any. */
  proxyAuthorization: string | undefined;
}

export class ForwardProxy {
  seen: ProxiedRequest[] = [];
  /** Host names (without port) this proxy resolves to 127.0.0.1; any other is refused with 502. */
  readonly names = new Set<string>();
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  url = '';

  constructor(names: readonly string[]) {
    for (const n of names) this.names.add(n);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let target: URL;
      try {
        target = new URL(req.url ?? '');
      } catch {
        return void res.writeHead(400).end('a proxy takes absolute URIs');
      }
      this.seen.push({
        line: `${req.method} ${target.href}`,
        host: target.host,
        proxyAuthorization: req.headers['proxy-authorization'],
      });
      if (!this.names.has(target.hostname)) return void res.writeHead(502).end(`unknown host ${target.hostname}`);
      const headers = { ...req.headers };
      delete headers['proxy-authorization'];
      delete headers['proxy-connection'];
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: Number(target.port || 80),
          method: req.method,
          path: target.pathname + target.search,
          headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    });
    this.server.on('connect', (req, client: Socket, head: Buffer) => {
      const [hostname, port] = (req.url ?? '').split(':');
      this.seen.push({
        line: `CONNECT ${req.url}`,
        host: req.url ?? '',
        proxyAuthorization: req.headers['proxy-authorization'],
      });
      if (!this.names.has(hostname ?? '')) return void client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      const upstream = connect(Number(port), '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    this.server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
