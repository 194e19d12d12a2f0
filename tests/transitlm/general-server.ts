// A real loopback HTTP server speaking the route evaluator's batch protocol
// (POST /api/eval/route/batch, {"cases":[…]} → {"results":[…]}), with programmable behaviour
// so the general-mode client can be tested against timeouts, retries and malformed answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EvalCase {
  city: unknown;
  start: unknown;
  end: unknown;
  pred: { line_sequence: unknown; station_name: unknown; start_transfer_mode: unknown; end_transfer_mode: unknown };
}

export interface ReceivedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  /** Raw body text as sent. */
  body: string;
  /** Parsed cases (null when the body was not JSON with a cases array). */
  cases: EvalCase[] | null;
  /** Milliseconds since the server started (for retry timing). */
  at: number;
  /** The Authorization header, if any. */
  authorization?: string | undefined;
}

export interface Reply {
  status?: number;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Wait this long before answering. */
  delayMs?: number;
}

/** Decides the reply to the n-th request (0-based) given its cases. */
export type Behaviour = (cases: EvalCase[], requestIndex: number) => Reply;

/**
 * The evaluator's verdict by a small rule: reachable iff there are lines, exactly two names per
 * line and no name contains "断"; grounded iff no name contains "远".
 */
export function ruleVerdict(c: EvalCase): Record<string, unknown> {
  const lines = Array.isArray(c.pred.line_sequence) ? c.pred.line_sequence : [];
  const names = Array.isArray(c.pred.station_name) ? c.pred.station_name.map(String) : [];
  let reachable = true;
  let reason = '所有线路站名匹配成功且换乘连通';
  if (lines.length === 0) [reachable, reason] = [false, '线路序列为空'];
  else if (names.length !== 2 * lines.length)
    [reachable, reason] = [false, `站名数量不匹配: 预期 ${2 * lines.length}，实际 ${names.length}`];
  else if (names.some((n) => n.includes('断'))) [reachable, reason] = [false, '换乘连通性: 不连通'];
  const grounded = !names.some((n) => n.includes('远'));
  return {
    reachable,
    reachable_reason: reason,
    station_grounding: grounded,
    station_grounding_reason: grounded ? 'Station Grounding 通过' : '起点到上车站直线距离过远',
    match_details: [],
  };
}

export const answerByRule: Behaviour = (cases) => ({ body: { results: cases.map(ruleVerdict) } });

export function slow(delayMs: number, then: Behaviour = answerByRule): Behaviour {
  return (cases, n) => ({ ...then(cases, n), delayMs });
}

/** Answers `status` to the first `times` requests, then by rule. */
export function failFirst(times: number, status: number, then: Behaviour = answerByRule): Behaviour {
  return (cases, n) => (n < times ? { status, body: { error: 'busy' } } : then(cases, n));
}

export function alwaysStatus(status: number): Behaviour {
  return () => ({ status, body: { error: 'down' } });
}

/** One result too few. */
export const wrongCount: Behaviour = (cases) => ({ body: { results: cases.slice(1).map(ruleVerdict) } });

export const notJson: Behaviour = () => ({ body: '<html>gateway</html>' });

/** Truthy but not boolean fields, as some evaluators send them. */
export const stringBooleans: Behaviour = (cases) => ({
  body: { results: cases.map((c) => ({ ...ruleVerdict(c), reachable: String(ruleVerdict(c).reachable) })) },
});

export interface GeneralServer {
  url: string;
  requests: ReceivedRequest[];
  behaviour: Behaviour;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseCases(body: string): EvalCase[] | null {
  try {
    const parsed = JSON.parse(body) as { cases?: unknown };
    return Array.isArray(parsed.cases) ? (parsed.cases as EvalCase[]) : null;
  } catch {
    return null;
  }
}

export async function startGeneralServer(behaviour: Behaviour = answerByRule): Promise<GeneralServer> {
  const started = performance.now();
  const requests: ReceivedRequest[] = [];
  const state = { behaviour };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      const cases = parseCases(body);
      const index = requests.length;
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body,
        cases,
        at: performance.now() - started,
      });
      if (req.method !== 'POST' || req.url !== '/api/eval/route/batch' || cases === null) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const reply = state.behaviour(cases, index);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (res.destroyed) return;
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
      res
        .writeHead(reply.status ?? 200, {
          'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
        })
        .end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b: Behaviour) {
      state.behaviour = b;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
